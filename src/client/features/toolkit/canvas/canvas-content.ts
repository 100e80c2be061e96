/**
 * The nine boxes of the business model canvas: label, the question each answers, and where
 * it sits in the familiar canvas grid (five columns over two rows, then cost structure and revenue streams side
 * by side). The same placement drives the page grid and the PDF.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CanvasField } from '~/shared/toolkit';

export interface CanvasBox {
  field: CanvasField;
  /** The box's name and the questions it answers, translated where they are shown (page and PDF). */
  label: MessageDescriptor;
  placeholder: MessageDescriptor;
  /** Grid placement in a 10-column, 3-row canvas: column start/span, row start/span (1-based). */
  col: number;
  colSpan: number;
  row: number;
  rowSpan: number;
  /** Tailwind grid classes for the large-screen layout (static strings so Tailwind finds them). */
  gridClass: string;
}

export const canvasBoxes: readonly CanvasBox[] = [
  {
    field: 'keyPartners',
    label: msg`Key Partners`,
    placeholder: msg`Who are your key partners and suppliers? Which key resources do you get from them? Which activities do they perform?`,
    col: 1, colSpan: 2, row: 1, rowSpan: 2,
    gridClass: 'lg:col-start-1 lg:col-span-2 lg:row-start-1 lg:row-span-2',
  },
  {
    field: 'keyActivities',
    label: msg`Key Activities`,
    placeholder: msg`What key activities does your value proposition need? Production, problem solving, running a platform?`,
    col: 3, colSpan: 2, row: 1, rowSpan: 1,
    gridClass: 'lg:col-start-3 lg:col-span-2 lg:row-start-1',
  },
  {
    field: 'keyResources',
    label: msg`Key Resources`,
    placeholder: msg`What resources do you need: people, technology, money, intellectual property, physical assets?`,
    col: 3, colSpan: 2, row: 2, rowSpan: 1,
    gridClass: 'lg:col-start-3 lg:col-span-2 lg:row-start-2',
  },
  {
    field: 'valueProposition',
    label: msg`Value Proposition`,
    placeholder: msg`What value do you deliver? Which customer problem do you solve, and why would they choose you?`,
    col: 5, colSpan: 2, row: 1, rowSpan: 2,
    gridClass: 'lg:col-start-5 lg:col-span-2 lg:row-start-1 lg:row-span-2',
  },
  {
    field: 'customerRelationships',
    label: msg`Customer Relationships`,
    placeholder: msg`What relationship does each customer segment expect: self-service, personal help, community?`,
    col: 7, colSpan: 2, row: 1, rowSpan: 1,
    gridClass: 'lg:col-start-7 lg:col-span-2 lg:row-start-1',
  },
  {
    field: 'channels',
    label: msg`Channels`,
    placeholder: msg`How do you reach your customers, deliver your value and support them after they buy?`,
    col: 7, colSpan: 2, row: 2, rowSpan: 1,
    gridClass: 'lg:col-start-7 lg:col-span-2 lg:row-start-2',
  },
  {
    field: 'customerSegments',
    label: msg`Customer Segments`,
    placeholder: msg`For whom are you creating value? Who are your most important customers?`,
    col: 9, colSpan: 2, row: 1, rowSpan: 2,
    gridClass: 'lg:col-start-9 lg:col-span-2 lg:row-start-1 lg:row-span-2',
  },
  {
    field: 'costStructure',
    label: msg`Cost Structure`,
    placeholder: msg`What are the biggest costs in your business model? Which are fixed and which grow with sales?`,
    col: 1, colSpan: 5, row: 3, rowSpan: 1,
    gridClass: 'lg:col-start-1 lg:col-span-5 lg:row-start-3',
  },
  {
    field: 'revenueStreams',
    label: msg`Revenue Streams`,
    placeholder: msg`What are customers willing to pay for, how do they pay, and how much does each stream bring in?`,
    col: 6, colSpan: 5, row: 3, rowSpan: 1,
    gridClass: 'lg:col-start-6 lg:col-span-5 lg:row-start-3',
  },
];
