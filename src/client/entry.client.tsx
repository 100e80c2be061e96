/**
 * The browser entry: React Router's default (hydrate the prerendered document in a transition, under
 * StrictMode), with what people type before hydration kept (lib/pre-hydration-input.ts).
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keepInputUntilHydrated } from './lib/pre-hydration-input';

keepInputUntilHydrated(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
