/**
 * The layer order of the source folders, bottom first: a folder may import
 * only from folders before it in this list (and from itself). `npm run lint`
 * (and so CI) fails on an upward import, which is also how a folder cycle
 * would start. The README's "Layout" section is the map of these layers.
 */
const LAYERS = ['wire', 'transport', 'protocols', 'engines', 'gaia', 'agent', 'tools', 'config', 'learning', 'hub', 'viewer', 'scripts'];

const upward = LAYERS.map((layer, i) => ({
  name: `${layer}-imports-only-downwards`,
  comment: `${layer}/ sits below ${LAYERS.slice(i + 1).join(', ')}: it must not import from them (move the shared piece down, or invert the dependency).`,
  severity: 'error',
  from: { path: `^${layer}/` },
  to: { path: `^(${LAYERS.slice(i + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'no-circular',
      comment: 'Modules must not import each other in a cycle, inside a folder either.',
      severity: 'error',
      from: { path: `^(${LAYERS.join('|')})/` },
      to: { circular: true },
    },
    {
      name: 'source-not-from-tests',
      comment: 'Source code must not import test code.',
      severity: 'error',
      from: { path: `^(${LAYERS.join('|')})/` },
      to: { path: '^test/' },
    },
    {
      name: 'tests-not-from-tests',
      comment: 'A test file must not import another test file: shared test code lives in test/helpers/.',
      severity: 'error',
      from: { path: '^test/' },
      to: { path: '\\.test\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.check.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs'] },
  },
};
