import {afterEach, describe, expect, it} from 'vitest';
import {codeTranslations} from '@site/tests/stubs/Translate.tsx';
import {
  type StarterSubmissionInput,
  submissionIssueBody,
  submissionIssueUrl,
  validateStarterSubmission,
} from '../starterSubmission.ts';

const valid: StarterSubmissionInput = {
  name: 'Garden Store',
  owner: 'Acme Commerce',
  ownerWebsite: 'https://acme.example.com',
  repositoryUrl: 'https://github.com/acme/garden.store',
  demoUrl: 'https://garden.example.com',
  description: 'A FastStore starter for garden shops, with seasonal collections and plant care guides.',
  features: '- Seasonal collections\n\nPlant care guides\n* Store locator',
};

describe('validateStarterSubmission', () => {
  it('accepts a complete submission and splits the features by line', () => {
    const result = validateStarterSubmission(valid);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.features).toEqual(['Seasonal collections', 'Plant care guides', 'Store locator']);
  });

  it('trims every field', () => {
    const result = validateStarterSubmission({...valid, name: '  Garden Store  '});
    expect(result.ok && result.value.name).toBe('Garden Store');
  });

  it.each<[string, Partial<StarterSubmissionInput>, keyof StarterSubmissionInput, RegExp]>([
    ['an empty name', {name: ''}, 'name', /Enter the starter name/],
    ['a one-letter owner', {owner: 'A'}, 'owner', /Enter the owner/],
    ['an empty owner website', {ownerWebsite: ''}, 'ownerWebsite', /Enter the owner's website/],
    ['an http owner website', {ownerWebsite: 'http://acme.example.com'}, 'ownerWebsite', /https:\/\//],
    ['a repository that is not a URL', {repositoryUrl: 'acme/garden'}, 'repositoryUrl', /https:\/\//],
    ['a repository without owner and name', {repositoryUrl: 'https://github.com/acme'}, 'repositoryUrl', /github\.com\/<owner>\/<repository>/],
    ['a repository on an unknown host', {repositoryUrl: 'https://example.com/acme/garden'}, 'repositoryUrl', /<owner>\/<repository>/],
    ['a demo URL without a host name', {demoUrl: 'https://localhost'}, 'demoUrl', /demo URL/],
    ['a short description', {description: 'A shop.'}, 'description', /at least 40 characters/],
    ['no features', {features: ' \n \n'}, 'features', /at least one feature/],
    ['a feature that is too long', {features: 'x'.repeat(121)}, 'features', /under 120 characters/],
  ])('rejects %s with a message on the field', (_label, patch, field, message) => {
    const result = validateStarterSubmission({...valid, ...patch});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[field]).toMatch(message);
      expect(Object.keys(result.errors)).toEqual([field]);
    }
  });

  it('reports every invalid field at once', () => {
    const result = validateStarterSubmission({name: '', owner: '', ownerWebsite: '', repositoryUrl: '', demoUrl: '', description: '', features: ''});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['demoUrl', 'description', 'features', 'name', 'owner', 'ownerWebsite', 'repositoryUrl']);
  });
});

describe('the validation messages', () => {
  afterEach(() => {
    for (const id of Object.keys(codeTranslations)) delete codeTranslations[id];
  });

  it('are in English by default, word for word', () => {
    const empty = validateStarterSubmission({name: '', owner: '', ownerWebsite: '', repositoryUrl: '', demoUrl: '', description: '', features: ''});
    expect(empty.ok || empty.errors).toEqual({
      name: 'Enter the starter name (at least 2 characters).',
      owner: 'Enter the owner: a person or a company (at least 2 characters).',
      ownerWebsite: "Enter the owner's website.",
      repositoryUrl: 'Enter the repository URL.',
      demoUrl: 'Enter the demo URL.',
      description: 'Describe the starter in at least 40 characters: who it is for and what makes it different.',
      features: 'List at least one feature, one per line.',
    });
    const wrong = validateStarterSubmission({
      ...valid,
      name: 'n'.repeat(81),
      owner: 'o'.repeat(81),
      ownerWebsite: 'http://acme.example.com',
      repositoryUrl: 'https://example.com/acme/garden',
      demoUrl: 'garden',
      description: 'd'.repeat(601),
      features: 'f'.repeat(121),
    });
    expect(wrong.ok || wrong.errors).toEqual({
      name: 'Keep the name under 80 characters.',
      owner: 'Keep the owner under 80 characters.',
      ownerWebsite: "Enter the owner's website as a full https:// address, for example https://example.com.",
      repositoryUrl: 'Enter the public repository as https://github.com/<owner>/<repository> (GitLab and Bitbucket work too).',
      demoUrl: 'Enter the demo URL as a full https:// address, for example https://example.com.',
      description: 'Keep the description under 600 characters.',
      features: 'Keep each feature under 120 characters.',
    });
    const notHttps = validateStarterSubmission({...valid, repositoryUrl: 'github.com/acme/garden'});
    expect(notHttps.ok || notHttps.errors.repositoryUrl).toBe('Enter the repository URL as a full https:// address, for example https://example.com.');
  });

  it('are in the page’s language, as its messages say them when a value is checked', () => {
    codeTranslations['site.starters.submission.nameMissing'] = 'Informe o nome do starter (pelo menos 2 caracteres).';
    const result = validateStarterSubmission({...valid, name: ''});
    expect(result.ok || result.errors.name).toBe('Informe o nome do starter (pelo menos 2 caracteres).');
  });
});

describe('submissionIssueUrl', () => {
  const result = validateStarterSubmission(valid);
  if (!result.ok) throw new Error('the fixture must be valid');
  const url = new URL(submissionIssueUrl(result.value));

  it.each([
    ['origin and path', `${url.origin}${url.pathname}`, 'https://github.com/vtex/faststore/issues/new'],
    ['title', url.searchParams.get('title'), 'Starter submission: Garden Store'],
    ['labels', url.searchParams.get('labels'), 'starter-submission'],
    ['body', url.searchParams.get('body'), submissionIssueBody(result.value)],
  ])('carries the %s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['- **Repository:** https://github.com/acme/garden.store'],
    ['- **Demo:** https://garden.example.com'],
    ['- Plant care guides'],
  ])('the body lists %s', (line) => {
    expect(submissionIssueBody(result.value).split('\n')).toContain(line);
  });

  it('encodes characters that would break the query string', () => {
    const tricky = validateStarterSubmission({...valid, name: 'A&B #1 ?x=y'});
    expect(tricky.ok).toBe(true);
    if (tricky.ok) expect(new URL(submissionIssueUrl(tricky.value)).searchParams.get('title')).toBe('Starter submission: A&B #1 ?x=y');
  });
});
