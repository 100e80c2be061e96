/**
 * Toast store (one visible at a time, auto-close after 5000 ms, swipe threshold 50 px).
 * `toast({ title, description, variant })` from anywhere; <Toaster/> in the root renders it with Radix Toast.
 */
import { useSyncExternalStore } from 'react';
import type { Text } from '~/shared/messages';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';
/** A toast's texts are English strings or message descriptors, translated by the toaster into the page's language. */
export interface ToastInput {
  title: Text;
  description?: Text;
  variant?: ToastVariant;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  listeners.forEach((l) => l());
}

/** Shows a toast, replacing the one on screen (TOAST_LIMIT = 1). Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes a toast (it is removed after its exit animation). */
export function dismissToast(id: number) {
  emit(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(items.filter((t) => t.id !== id)), 300);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
    () => items,
  );
}
