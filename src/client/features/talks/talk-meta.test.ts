import { describe, expect, it } from 'vitest';
import type { Talk } from '~/shared/talk-api';
import { talkPath } from '~/shared/talks';
import { durationMinutes, isoWithOffset, talkDescription, talkEventJsonLd } from './talk-meta';

const talk: Talk = {
  id: '3f0c2b1a-9d8e-4c7b-a6f5-0e1d2c3b4a59',
  title: 'From Campus to Startup',
  description: 'How three founders left campus with an idea and found their first customers.',
  speaker_name: 'Asha Rao',
  speaker_role: 'Founder, Kisan Cart',
  speaker_image: null,
  event_date: '2026-12-14T12:30:00.000Z',
  event_time: '18:00',
  location: 'Online',
  event_type: 'upcoming',
  image_url: null,
  category: null,
  is_featured: false,
  registrations_count: 10,
  views_count: 0,
  rating: null,
  duration: '45 min',
  capacity: 10,
  recording_url: null,
};

describe('a talk page’s meta', () => {
  it('has a path of title words and id', () => {
    expect(talkPath(talk)).toBe(`/changetalks/from-campus-to-startup-${talk.id}`);
  });
  it('gives start and end with the platform zone’s offset', () => {
    expect(isoWithOffset(talk.event_date, 'Asia/Kolkata')).toBe('2026-12-14T18:00:00.000+05:30');
    expect(durationMinutes('45 min')).toBe(45);
    expect(durationMinutes('1.5 hours')).toBe(90);
    expect(durationMinutes('a while')).toBeNull();
  });
  it('describes an online, free, full talk as schema.org Event', () => {
    const ld = talkEventJsonLd(talk, { origin: 'https://changepath.example', url: 'https://changepath.example/changetalks/x', timeZone: 'Asia/Kolkata' });
    expect(ld).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-14T18:00:00.000+05:30',
      endDate: '2026-12-14T18:45:00.000+05:30',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
      organizer: { '@type': 'Organization', name: 'ChangePath' },
      offers: { price: 0, priceCurrency: 'INR', availability: 'https://schema.org/SoldOut' },
      image: ['https://changepath.example/images/changetalk-default.svg'],
    });
    const inPerson = talkEventJsonLd({ ...talk, location: 'IIT Madras, Chennai', event_type: 'past' }, { origin: '', url: '/x', timeZone: 'Asia/Kolkata' });
    expect(inPerson).toMatchObject({ location: { '@type': 'Place', name: 'IIT Madras, Chennai' } });
    expect(inPerson).not.toHaveProperty('offers');
  });
  it('cuts a long description at a word', () => {
    const long = talkDescription({ ...talk, description: 'word '.repeat(60) });
    expect(long.length).toBeLessThanOrEqual(158);
    expect(long.endsWith('…')).toBe(true);
  });
});
