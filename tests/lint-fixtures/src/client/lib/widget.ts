/** Fixture: client code. */
export interface Widget {
  id: string;
}

export const widget: Widget = { id: 'w' };
