/**
 * Toolkit API (issue 6): saved canvases and decks belong to their owner (others get 404, visitors 401), are
 * validated, and the hub's progress counts canvases, decks, courses and talks.
 */
import { expect, it } from 'vitest';
import { quickUser } from '../support/talks';
import { describeEachDatabase, requestJson, useTestRuntime } from '../support/test-app';

describeEachDatabase('toolkit documents and progress', (kind) => {
  const t = useTestRuntime(kind);

  it('saves, lists, reads, renames and deletes a canvas for its owner only', async () => {
    const owner = await quickUser(t.rt, 'canvas-owner');
    const other = await quickUser(t.rt, 'canvas-other');
    expect((await requestJson(t.rt, '/api/toolkit/canvases')).status).toBe(401);
    const created = await requestJson(t.rt, '/api/toolkit/canvases', { cookie: owner.cookie, json: { name: 'Campus food', data: { valueProposition: 'Hot lunch in 15 minutes' } } });
    expect(created.status).toBe(201);
    expect(created.body.item.data).toMatchObject({ valueProposition: 'Hot lunch in 15 minutes', keyPartners: '' });
    const id = created.body.item.id as string;
    expect((await requestJson(t.rt, '/api/toolkit/canvases', { cookie: owner.cookie })).body.items.map((i: { id: string }) => i.id)).toEqual([id]);
    expect((await requestJson(t.rt, '/api/toolkit/canvases', { cookie: other.cookie })).body.items).toEqual([]);
    expect((await requestJson(t.rt, `/api/toolkit/canvases/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await requestJson(t.rt, `/api/toolkit/canvases/${id}`, { method: 'PUT', cookie: other.cookie, json: { name: 'x', data: {} } })).status).toBe(404);
    expect((await requestJson(t.rt, `/api/toolkit/canvases/${id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const renamed = await requestJson(t.rt, `/api/toolkit/canvases/${id}`, { method: 'PUT', cookie: owner.cookie, json: { name: 'Campus food v2', data: { valueProposition: 'x' } } });
    expect(renamed.body.item.name).toBe('Campus food v2');
    expect((await requestJson(t.rt, '/api/toolkit/canvases', { cookie: owner.cookie, json: { name: '', data: {} } })).status).toBe(400);
    expect((await requestJson(t.rt, '/api/toolkit/canvases', { cookie: owner.cookie, json: { name: 'big', data: { channels: 'x'.repeat(5001) } } })).status).toBe(400);
    expect((await requestJson(t.rt, `/api/toolkit/canvases/${id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    expect((await requestJson(t.rt, `/api/toolkit/canvases/${id}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it('keeps both title-slide values of a deck apart and reports progress across canvas, deck, courses and talks', async () => {
    const u = await quickUser(t.rt, 'deck-owner');
    const deck = await requestJson(t.rt, '/api/toolkit/decks', { cookie: u.cookie, json: { name: 'Seed', data: { slides: { title: 'CampusKart', problem: 'Queues' }, tagline: 'Lunch, fast' } } });
    expect(deck.status).toBe(201);
    expect(deck.body.item.data.slides.title).toBe('CampusKart');
    expect(deck.body.item.data.tagline).toBe('Lunch, fast');
    await requestJson(t.rt, '/api/toolkit/canvases', { cookie: u.cookie, json: { name: 'c', data: { channels: 'WhatsApp', revenueStreams: 'Orders' } } });
    expect((await requestJson(t.rt, '/api/courses/scaling-your-startup/enrollment', { method: 'POST', cookie: u.cookie })).status).toBe(201);
    const progress = await requestJson(t.rt, '/api/toolkit/progress', { cookie: u.cookie });
    expect(progress.body).toEqual({
      canvases: { count: 1, bestFilledBoxes: 2 },
      decks: { count: 1, bestCompletedSlides: 2 },
      courses: { enrolled: 1, completed: 0 },
      talks: { upcoming: 0, attended: 0 },
    });
    expect((await requestJson(t.rt, '/api/toolkit/progress')).status).toBe(401);
  });
});
