import { describe, expect, it } from 'vitest';
import { formatTalkWhen, initials, recordingPlayer } from './talks.format';

describe('recordingPlayer', () => {
  it('embeds YouTube watch, short and youtu.be links through youtube-nocookie', () => {
    const embed = { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(recordingPlayer('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(embed);
    expect(recordingPlayer('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(recordingPlayer('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed);
  });
  it('embeds Vimeo, plays .mp4/.webm in <video>, links anything else', () => {
    expect(recordingPlayer('https://vimeo.com/76979871')).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/76979871' });
    expect(recordingPlayer('https://cdn.example.com/talk.MP4')).toEqual({ kind: 'video', src: 'https://cdn.example.com/talk.MP4' });
    expect(recordingPlayer('https://example.com/recording')).toEqual({ kind: 'link', href: 'https://example.com/recording' });
  });
  it('refuses missing, malformed and non-https URLs', () => {
    expect(recordingPlayer(null)).toBeNull();
    expect(recordingPlayer('not a url')).toBeNull();
    expect(recordingPlayer('javascript:alert(1)')).toBeNull();
    expect(recordingPlayer('http://youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});

describe('formatTalkWhen', () => {
  it('shows the time in the given zone with the zone named', () => {
    expect(formatTalkWhen('2025-03-14T12:30:00.000Z', { timeZone: 'UTC' })).toEqual({ date: 'Friday, 14 March 2025', time: '12:30 pm UTC' });
    expect(formatTalkWhen('2025-03-14T12:30:00.000Z')).toEqual({ date: 'Friday, 14 March 2025', time: '6:00 pm IST' });
  });
});

describe('initials', () => {
  it('takes the first and last name', () => {
    expect(initials('Priya Sharma')).toBe('PS');
    expect(initials('  kavya  ')).toBe('K');
    expect(initials('Anna Maria van Berg')).toBe('AB');
  });
});
