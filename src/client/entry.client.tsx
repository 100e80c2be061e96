/**
 * The browser entry: React Router's default. The server-rendered document is hydrated as soon as the scripts
 * arrive; forms and links work before that without them (they post and navigate natively).
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
