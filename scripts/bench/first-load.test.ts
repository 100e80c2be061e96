import { describe, expect, it } from 'vitest';
import { type RouteManifest, firstLoadRefs, manifestChains, staticImportSpecs } from './bundles';
import { firstLinkTo } from './pages';

const ID = '986bf513-c917-4757-ab61-359389f2d3a9';

describe('pages under test', () => {
  it('takes the first link to a talk or thread page (<words>-<uuid>, or the id alone)', () => {
    const html = `<a href="/changetalks">All</a><a href="/changetalks/feed.ics">ics</a><a href="/changetalks/from-nursing-to-data-${ID}">x</a><a href="/changetalks/other-${ID.replace('9', '1')}">y</a>`;
    expect(firstLinkTo(html, '/changetalks/')).toBe(`/changetalks/from-nursing-to-data-${ID}`);
    expect(firstLinkTo(`<a href="/community/${ID}">t</a>`, '/community/')).toBe(`/community/${ID}`);
    expect(firstLinkTo('<a href="/community">t</a>', '/community/')).toBeNull();
  });
});

describe('first-load JavaScript of a server-rendered page', () => {
  it('counts modulepreloads, script sources and inline module imports, not strings of the inline manifest', () => {
    const html = [
      '<link nonce="n" rel="stylesheet" href="/assets/app.css"/>',
      '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>',
      '<link nonce="n" rel="modulepreload" href="/assets/root-B.js"/>',
      '<script nonce="n">window.__reactRouterContext = {"a":"/assets/not-loaded.js"};</script>',
      '<script src="/assets/legacy-C.js"></script>',
      '<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/home-D.js";\n',
      '  window.__reactRouterManifest = {"url": "/assets/manifest-67d98542.js"};\nimport("/assets/entry.client-A.js");</script>',
    ].join('');
    expect(firstLoadRefs(html).sort()).toEqual(['/assets/entry.client-A.js', '/assets/home-D.js', '/assets/legacy-C.js', '/assets/root-B.js']);
    expect(firstLoadRefs('<html><body>503</body></html>')).toEqual([]);
  });

  it('reads static imports and re-exports of a built module, not dynamic imports', () => {
    expect(staticImportSpecs('import{a as b}from"./x-1.js";import"./y-2.js";export{c}from"/assets/z-3.js";const m=()=>import("./lazy-4.js")')).toEqual([
      './x-1.js',
      './y-2.js',
      '/assets/z-3.js',
    ]);
  });

  it('gives every page route of the manifest its chain of modules, from the entry down', () => {
    const m: RouteManifest = {
      entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
      routes: {
        root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js'] },
        layout: { id: 'layout', parentId: 'root', module: '/assets/layout.js' },
        home: { id: 'home', parentId: 'layout', index: true, module: '/assets/home.js' },
        talk: { id: 'talk', parentId: 'layout', path: 'changetalks/:slug', module: '/assets/talk.js', imports: ['/assets/md.js'] },
        robots: { id: 'robots', parentId: 'root', path: 'robots.txt', hasDefaultExport: false, module: '/assets/robots.js' },
      },
    };
    expect(manifestChains(m)).toEqual([
      { id: 'home', pattern: '/', modules: ['/assets/entry.js', '/assets/react.js', '/assets/home.js', '/assets/layout.js', '/assets/root.js'] },
      { id: 'talk', pattern: '/changetalks/:slug', modules: ['/assets/entry.js', '/assets/react.js', '/assets/talk.js', '/assets/md.js', '/assets/layout.js', '/assets/root.js'] },
    ]);
  });
});
