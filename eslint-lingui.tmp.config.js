import base from './eslint.config.js';
import lingui from 'eslint-plugin-lingui';
export default [
  ...base,
  {
    files: ['src/client/**/*.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', {
        ignore: ['^[^A-Z]*$', '^(Edge|Chrome|Firefox|Safari|Android|iOS|Windows|macOS|Linux|UPI|ChangePath|ChangeTalks|JSON|PDF)$', '^[A-Z][A-Za-z]+/[A-Za-z_]+$', '^[A-Z][a-z]+-[A-Z][a-z]+$'],
        ignoreNames: [{ regex: { pattern: 'className|Class$', flags: 'i' } }, 'message', 'id', 'status', 'href', 'to', 'type', 'name', 'key', 'testId', 'data-testid', 'rel', 'target', 'method', 'variant', 'size', 'autoComplete', 'inputMode', 'role', 'src', 'as', 'side', 'align', 'value', 'htmlFor', 'action', 'encType', 'lang', 'dir', 'sizes', 'property', 'content', 'mode', '@type', 'applicationCategory', 'operatingSystem', 'dataKey', 'category'],
        ignoreFunctions: ['console.*', 'cn', 'cva', 'logRenderError', '*.headers.set', 'responseHeaders.set', 'headers.set', 'setCategory', 'Error', 'new URL', 'new URLSearchParams', 'JSON.*'],
      }],
    },
  },
];
