/**
 * `cn(...classes)`: joins class names (clsx) and resolves conflicting Tailwind utilities so the last one wins
 * (tailwind-merge): a caller's `className="max-w-4xl"` overrides a component's `max-w-lg`.
 */
import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export type { ClassValue };

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
