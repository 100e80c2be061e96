/**
 * Client-side checks of chat attachments: images, .pdf, .doc, .docx and .txt (ATTACHMENT_ACCEPT),
 * at most MAX_ATTACHMENT_BYTES each and MAX_ATTACHMENTS in all. The server checks again, by content.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '~/shared/ai';

const ACCEPT_TOKENS = ATTACHMENT_ACCEPT.split(',').map((t) => t.trim().toLowerCase());

/** True when `file` matches ATTACHMENT_ACCEPT by extension or MIME type (`image/*`). */
export function isAcceptedFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return ACCEPT_TOKENS.some((token) => (token.startsWith('.') ? name.endsWith(token) : token.endsWith('/*') ? type.startsWith(token.slice(0, -1)) : type === token));
}

/** A byte count for people: '512 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds `picked` to `current`: skips duplicates, and refuses files that are too large, of another type or beyond the
 * count limit. Returns the new list and one sentence per refusal (for a single toast), translated where it is shown.
 */
export function addAttachments(current: File[], picked: File[]): { files: File[]; problems: MessageDescriptor[] } {
  const files = [...current];
  const problems: MessageDescriptor[] = [];
  const maxMb = MAX_ATTACHMENT_BYTES / (1024 * 1024);
  for (const file of picked) {
    if (files.some((f) => sameFile(f, file))) continue;
    const name = file.name;
    const size = formatFileSize(file.size);
    if (!isAcceptedFile(file)) problems.push(msg`"${name}" is not a supported file type. Attach images, PDF, Word (.doc, .docx) or .txt files.`);
    else if (file.size > MAX_ATTACHMENT_BYTES) problems.push(msg`"${name}" is ${size}. Each attachment can be at most ${maxMb} MB.`);
    else if (files.length >= MAX_ATTACHMENTS) problems.push(msg`"${name}" was not added: you can attach up to ${MAX_ATTACHMENTS} files to a message.`);
    else files.push(file);
  }
  return { files, problems };
}
