import {describe, expect, it} from 'vitest';
import {toMarkdownTwin} from '../markdown.ts';

const context = {pageUrl: 'https://faststore.dev/pt-BR/quickstart', siteUrl: 'https://faststore.dev', baseUrl: '/pt-BR/', resolveSourceLink: () => undefined};

describe('a translated page twin', () => {
  it('reads an MDX heading with an explicit English anchor and keeps only its text', () => {
    const twin = toMarkdownTwin('## Antes de começar {#before-you-begin}\n\nInstale.\n\n### O `Button` {#the-button}\n', 'Guia rápido', {...context, mdx: true});
    expect(twin).toContain('## Antes de começar\n');
    expect(twin).toContain('### O `Button`\n');
    expect(twin).not.toContain('{#');
  });

  it('does the same for a CommonMark page, and leaves braces elsewhere alone', () => {
    const twin = toMarkdownTwin('## Novidades {#whats-new}\n\nUse `{#each}` e {chaves}.\n', 'Notas', {...context, mdx: false});
    expect(twin).toContain('## Novidades\n');
    expect(twin).toContain('Use `{#each}` e {chaves}.');
  });
});
