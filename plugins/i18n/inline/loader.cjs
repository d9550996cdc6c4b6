/* global module */
/**
 * The Rspack loader of inline code translations (core.mjs): writes a translated locale's messages into the modules
 * that use them, and leaves those ids out of the generated code translations map. CommonJS that imports the core,
 * so Node loads it without a TypeScript loader. Options: `messages`, id → translation, of the ids to write in.
 */
module.exports = function inlineCodeTranslations(source) {
  const done = this.async();
  const {messages} = this.getOptions();
  if (this.resourcePath.endsWith('.json')) {
    const map = JSON.parse(source);
    for (const id of Object.keys(messages)) delete map[id];
    done(null, JSON.stringify(map));
    return;
  }
  import('./core.mjs').then(
    ({inlineMessages}) => done(null, inlineMessages(source, messages)),
    (error) => done(error),
  );
};
