import { describe, expect, it } from 'vitest';
import { trustedOrigins } from './auth';

describe('trusted origins', () => {
  it('in demo mode on a loopback address, adds the other loopback names of the same port', () => {
    expect(trustedOrigins({ publicUrl: 'http://localhost:3000', demoMode: true })).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(trustedOrigins({ publicUrl: 'http://127.0.0.1:8080', demoMode: true })).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080', 'http://[::1]:8080']);
  });

  it('otherwise accepts PUBLIC_URL only', () => {
    expect(trustedOrigins({ publicUrl: 'http://localhost:3000', demoMode: false })).toEqual(['http://localhost:3000']);
    expect(trustedOrigins({ publicUrl: 'https://changepath.example.edu', demoMode: true })).toEqual(['https://changepath.example.edu']);
  });
});
