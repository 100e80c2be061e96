/** Query keys of the AI tools feature: mutations invalidate by these prefixes. */
export const aiKeys = {
  all: ['ai'] as const,
  tools: ['ai', 'tools'] as const,
  model: ['ai', 'model'] as const,
  allowance: ['ai', 'allowance'] as const,
  conversations: ['ai', 'conversations'] as const,
  conversation: (id: string) => ['ai', 'conversations', id] as const,
};
