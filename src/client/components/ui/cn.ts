/**
 * `cn(...classes)`: joins class names, skipping falsy values and flattening arrays. A dependency-free
 * stand-in for clsx; it does NOT merge conflicting Tailwind utilities (no tailwind-merge), so a caller's
 * `className` should add classes rather than override a component's size or colour ones.
 */
export type ClassValue = string | number | false | null | undefined | ClassValue[];

export function cn(...inputs: ClassValue[]): string {
  const out: string[] = [];
  for (const input of inputs) {
    if (!input) continue;
    if (Array.isArray(input)) {
      const nested = cn(...input);
      if (nested) out.push(nested);
    } else {
      out.push(String(input));
    }
  }
  return out.join(' ');
}
