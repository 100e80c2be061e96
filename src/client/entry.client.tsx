/**
 * The browser entry: React Router's default. The server-rendered document is hydrated as soon as the scripts
 * arrive; forms and links work before that without them (they post and navigate natively).
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { closeEarlyTaps } from './lib/early-tap';

// Presses from here on reach React (lib/early-tap.tsx kept those made while the scripts were on their way).
closeEarlyTaps();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
