import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { parseCanvasFile } from './canvas-file';

/** The message as written in the code (English, with its values filled in). */
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const english = (text: MessageDescriptor) => i18n._(text);

describe('parseCanvasFile', () => {
  it('reads what Export Canvas writes, filling missing boxes with empty text', () => {
    const r = parseCanvasFile(JSON.stringify({ valueProposition: 'Fast lunches', channels: 'Campus app' }), english);
    expect(r).toMatchObject({ ok: true, data: { valueProposition: 'Fast lunches', channels: 'Campus app', keyPartners: '' } });
  });

  it('reads a saved document shape', () => {
    expect(parseCanvasFile(JSON.stringify({ name: 'A', data: { costStructure: 'Rent' } }), english)).toMatchObject({ ok: true, data: { costStructure: 'Rent' } });
  });

  it.each([
    ['not JSON', 'nope {', /not valid JSON/],
    ['an array', '[1,2]', /does not contain a business model canvas/],
    ['an unrelated object', '{"slides":{}}', /does not contain a business model canvas/],
    ['a number in a box', '{"channels": 12}', /"Channels" box must be text/],
    ['an over-long box', JSON.stringify({ keyPartners: 'x'.repeat(5001) }), /"Key Partners" box is longer than 5,000 characters/],
  ])('refuses %s with a clear message', (_label, text, message) => {
    const r = parseCanvasFile(text, english);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});
