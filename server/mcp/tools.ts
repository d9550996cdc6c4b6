/**
 * The MCP server of the portal: its tools, each with a zod input schema, answering from the build
 * (`site.ts`). Bad input answers a tool error (`isError`) that says what to send instead.
 */
import {randomUUID} from 'node:crypto';
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import {McpError, type CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {AjvJsonSchemaValidator} from '@modelcontextprotocol/sdk/validation/ajv';
import * as z from 'zod';
import type {Operation} from '../../common/openapi.ts';
import {MESSAGE_MAX_LENGTH, RATE_MAX, RATE_MIN} from '../../common/feedback.ts';
import {languageFor} from '../../common/search/languages.ts';
import {queryWords} from '../../common/search/query.ts';
import type {FeedbackIntake} from '../feedback/routes.ts';
import {isStorageUnavailable, UNAVAILABLE_RETRY_AFTER} from '../feedback/store.ts';
import {validateFeedback} from '../feedback/validate.ts';
import type {createGraphqlReference} from './graphql.ts';
import {localePageUriTemplate, pageUriTemplate, serverInfo} from './info.ts';
import {ROOT_LOCALE, singleSite, type SiteSet} from './locales.ts';
import {SEARCH_BUSY_RETRY_AFTER, SearchBusyError} from './search-worker.ts';
import {cmsApiPage, sitePathOf, type McpSite, type SearchDocsResult, type SearchOptions} from './site.ts';

/** Most hits search_docs returns, and its default. */
export const searchLimits = {max: 50, default: 10} as const;
/** Longest query or name accepted; longer input is an error, not a slow search. */
const maxInputLength = 500;
/**
 * Most words a query is searched with (stop words left out, repeats counted once): the engine's work grows faster than
 * the number of words (a 500-character query of 24 one-letter words cost 6 times a 12-word one), and 12 is three
 * times the longest query of the site's relevance table.
 */
export const maxQueryWords = 12;

const text = (value: string): CallToolResult => ({content: [{type: 'text', text: value}]});
const json = (value: unknown): CallToolResult => text(JSON.stringify(value, null, 2));
const toolError = (message: string): CallToolResult => ({content: [{type: 'text', text: message}], isError: true});

export interface ToolContext {
  /** The root (English) site. */
  site: McpSite;
  /** Every locale's site, the root's first; default the root site alone. */
  sites?: SiteSet;
  /** Where submit_feedback stores; without it the tool answers that feedback is off. */
  feedback?: FeedbackIntake;
  /** The rate-limit key of the client (its IP over HTTP, 'stdio' locally). */
  client: string;
  /** Runs search_docs' searches; default the site's own (`site.search`, in this thread). */
  search?: (options: SearchOptions) => Promise<SearchDocsResult>;
  /**
   * Told when a tool could not be served for now and when to retry, in seconds: the feedback store is unavailable, or
   * the searches waiting are at their bound (over HTTP the answer is then a 503 with Retry-After).
   */
  onUnavailable?: (retryAfter: number) => void;
}

const graphqlReferences = new WeakMap<McpSite, Promise<ReturnType<typeof createGraphqlReference>>>();
function graphqlReference(site: McpSite) {
  let reference = graphqlReferences.get(site);
  if (!reference) {
    // graphql loads with the first lookup: most sessions never make one.
    reference = Promise.all([site.graphqlSchema(), import('./graphql.ts')]).then(([sdl, {createGraphqlReference}]) => createGraphqlReference(sdl, site.siteUrl, site));
    reference.catch(() => graphqlReferences.delete(site));
    graphqlReferences.set(site, reference);
  }
  return reference;
}

const pathInput = z
  .string({error: 'path must be a string, such as /quickstart or https://faststore.dev/quickstart'})
  .min(1, 'path must not be empty; send a page path such as /quickstart')
  .max(2048, 'path must be at most 2048 characters');

/** The resource URI of a page (`pageUriTemplate`; `localePageUriTemplate` for a translated locale's page). */
export const pageUri = (sitePath: string, locale = ROOT_LOCALE) => `faststore-docs://${locale === ROOT_LOCALE ? '' : `${locale}/`}page${encodeURI(sitePath)}`;
/** MCP spec, resources: the error code of a resource that does not exist. */
const resourceNotFound = -32002;

/**
 * What every server of a site shares, built once: the tools' input schemas (zod compiles a schema on its
 * first parse, so schemas built per request, the server being stateless, compiled on every call), the
 * page resource template and the JSON Schema validator the SDK would otherwise create per server (README,
 * design note "MCP speed").
 */
const sharedBySite = new WeakMap<McpSite, ReturnType<typeof createShared>>();
function shared(sites: SiteSet) {
  let found = sharedBySite.get(sites.root);
  if (!found) sharedBySite.set(sites.root, (found = createShared(sites)));
  return found;
}

function createShared(sites: SiteSet) {
  const pages = sites.locales.map(
    (locale) =>
      [
        locale,
        new ResourceTemplate(locale === ROOT_LOCALE ? pageUriTemplate : localePageUriTemplate(locale), {
          list: async () => ({
            resources: (await (await sites.get(locale)).pageList()).map(({path: sitePath, title, description}) => ({
              uri: pageUri(sitePath, locale),
              name: sites.rootPathOf(locale, sitePath),
              title,
              ...(description ? {description} : {}),
              mimeType: 'text/markdown',
            })),
          }),
        }),
      ] as const,
  );
  return {inputs: createToolInputs(sites), pages, validator: new AjvJsonSchemaValidator()};
}

function createToolInputs(sites: SiteSet) {
  const site = sites.root;
  const [first, ...others] = sites.locales as [string, ...string[]];
  const locale = z
    .enum([first, ...others], {error: `locale must be one of ${sites.locales.join(', ')}`})
    .optional()
    .describe(`Language of the pages: ${sites.locales.join(', ')}; default ${ROOT_LOCALE}${sites.locales.length > 1 ? ', or the locale a full URL names' : ''}.`);
  return {
    search_docs: z.object({
      query: z
        .string({error: 'query must be a string'})
        .trim()
        .min(1, 'query must not be empty')
        .max(maxInputLength, `query must be at most ${maxInputLength} characters`)
        .refine((query) => queryWords(query, languageFor('en')).filter((word) => !word.optional).length <= maxQueryWords, `query must have at most ${maxQueryWords} words; keep the ones that name what you look for`),
      version: z.enum(['current', 'v0'], {error: 'version must be "current" or "v0"'}).default('current').describe('Docs version: current (default) or v0 (the old version).'),
      kind: z
        .enum(['docs', 'release', 'starter', 'page'], {error: 'kind must be one of docs, release, starter, page'})
        .optional()
        .describe('Only pages of this kind: docs, release (release notes), starter (starters gallery), page (other pages). Default all.'),
      limit: z
        .number({error: 'limit must be a number'})
        .int('limit must be a whole number')
        .min(1, `limit must be from 1 to ${searchLimits.max}`)
        .max(searchLimits.max, `limit must be from 1 to ${searchLimits.max}`)
        .default(searchLimits.default)
        .describe(`How many hits to return, 1 to ${searchLimits.max}; default ${searchLimits.default}.`),
      locale,
    }),
    get_page: z.object({path: pathInput, locale}),
    list_pages: z.object({
      locale,
      section: z.string({error: 'section must be a string'}).max(200, 'section must be at most 200 characters').optional().describe(`One section by title: ${site.sections.map((section) => section.title).join(', ')}.`),
    }),
    get_graphql_type: z.object({
      name: z.string({error: 'name must be a string'}).trim().min(1, 'name must not be empty; send a type name such as StoreProduct').max(200, 'name must be at most 200 characters'),
      locale,
    }),
    get_cms_api_operation: z.object({
      operationId: z.string({error: 'operationId must be a string'}).max(200, 'operationId must be at most 200 characters').optional(),
      path: z.string({error: 'path must be a string'}).max(2048, 'path must be at most 2048 characters').optional().describe('The operation\'s path as the description writes it, such as /_v/cms/api/{builderId}/{contentType}.'),
      method: z.enum(['get', 'put', 'post', 'delete', 'patch', 'head', 'options'], {error: 'method must be an HTTP method in lower case, such as get'}).optional(),
      locale,
    }),
    submit_feedback: z.object({
      path: pathInput.describe('The page rated: a site path such as /quickstart or its full URL.'),
      rating: z
        .number({error: `rating must be a number from ${RATE_MIN} to ${RATE_MAX}`})
        .int('rating must be a whole number')
        .min(RATE_MIN, `rating must be from ${RATE_MIN} to ${RATE_MAX}`)
        .max(RATE_MAX, `rating must be from ${RATE_MIN} to ${RATE_MAX}`),
      message: z.string({error: 'message must be a string'}).max(MESSAGE_MAX_LENGTH, `message must be at most ${MESSAGE_MAX_LENGTH} characters`).optional(),
      locale,
    }),
  };
}

/** A new MCP server with every tool and the pages as resources; one per HTTP request (stateless) or one for a stdio session. */
export function createMcpServer({site: rootSite, sites = singleSite(rootSite), feedback, client, search = async (options) => (await sites.get(options.locale)).search(options), onUnavailable}: ToolContext): McpServer {
  const {inputs, pages, validator} = shared(sites);
  /**
   * The site a page argument belongs to and its path there: the locale named, else the one a full URL or path names
   * (`https://faststore.dev/pt-BR/quickstart`), else the root's. Null when the input is no path or URL of the site.
   */
  const placePage = async (input: string, locale: string | undefined) => {
    if (locale !== undefined) {
      const site = await sites.get(locale);
      const sitePath = sitePathOf(input, site.basePath);
      if (sitePath === null) return null;
      // A path from the root's base that names the locale too (/pt-BR/quickstart) is the same page.
      const named = sites.localeOfPath(sitePath);
      return {site, sitePath: named.locale === locale ? named.sitePath : sitePath};
    }
    const rootPath = sitePathOf(input, rootSite.basePath);
    if (rootPath === null) return null;
    const placed = sites.localeOfPath(rootPath);
    return {site: await sites.get(placed.locale), sitePath: placed.sitePath};
  };
  const server = new McpServer(serverInfo, {
    instructions:
      'FastStore Developer Portal: docs for FastStore (a headless storefront framework), its GraphQL API and the VTEX Headless CMS. ' +
      'Search with search_docs, then read a page with get_page; list_pages gives the sidebars. Each page is also a resource (faststore-docs://page/<path>).',
    jsonSchemaValidator: validator,
  });

  for (const [locale, template] of pages) {
    server.registerResource(
      locale === ROOT_LOCALE ? 'page' : `page-${locale}`,
      template,
      {
        title: locale === ROOT_LOCALE ? 'Docs pages' : `Docs pages (${locale})`,
        description: `A doc page or release post as Markdown${locale === ROOT_LOCALE ? '' : ` in ${locale}`}, the same as get_page gives.`,
        mimeType: 'text/markdown',
      },
      async (uri, {path: encoded}) => {
        const sitePath = sitePathOf(String(encoded));
        const page = sitePath === null ? null : await (await sites.get(locale)).readPage(sitePath);
        if (page === null) throw new McpError(resourceNotFound, `No page at ${uri.href}; resources/list lists every page.`);
        return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: page}]};
      },
    );
  }

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Searches the FastStore Developer Portal with the same index and ranking as the site\'s search box. Returns the best pages, best first, each with its title, URL, the heading of the best matching section and an excerpt. Typos and prefixes are tolerated (allProd finds allProducts).',
      inputSchema: inputs.search_docs,
    },
    async ({query, version, kind, limit, locale}) => {
      try {
        return json(await search({query, version, kind, limit, ...(locale === undefined ? {} : {locale})}));
      } catch (error) {
        if (!(error instanceof SearchBusyError)) throw error;
        onUnavailable?.(SEARCH_BUSY_RETRY_AFTER);
        return toolError(`Too many searches at once; retry in ${SEARCH_BUSY_RETRY_AFTER} s.`);
      }
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description: 'Returns a doc page or release post as Markdown. Takes a site path (/quickstart) or a full URL, with or without .md.',
      inputSchema: inputs.get_page,
    },
    async ({path: input, locale}) => {
      const placed = await placePage(input, locale);
      if (placed === null) return toolError(`"${input}" is not a path or URL on this site; send a path such as /quickstart.`);
      const {site, sitePath} = placed;
      const page = await site.readPage(sitePath);
      if (page !== null) return text(page);
      const closest = await site.closestPaths(sitePath);
      return toolError(`No page at ${sitePath}. Closest pages: ${closest.join(', ')}. list_pages lists every page; search_docs finds them by topic.`);
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages',
      description: 'The sidebars as a tree of titles and paths: Docs, Tutorials, the CMS store components tutorial and the release notes. Pass section to get one of them.',
      inputSchema: inputs.list_pages,
    },
    async ({section, locale}) => {
      const site = await sites.get(locale);
      if (section === undefined) return json(site.sections);
      const wanted = section.trim().toLowerCase();
      // Every section whose title holds the name: `docs` gives Docs and Docs v0.
      const found = site.sections.filter((candidate) => candidate.title.toLowerCase().includes(wanted));
      if (found.length === 0 || wanted === '') {
        return toolError(`No section "${section}". Sections: ${site.sections.map((candidate) => candidate.title).join(', ')}.`);
      }
      return json(found);
    },
  );

  server.registerTool(
    'get_graphql_type',
    {
      title: 'Look up a FastStore API type',
      description: 'A type of the FastStore GraphQL API (such as StoreProduct, IStoreCart, StoreSort, Query or Mutation) with its fields, their arguments and types, and the URL of its reference page.',
      inputSchema: inputs.get_graphql_type,
    },
    async ({name, locale}) => {
      const reference = await graphqlReference(await sites.get(locale));
      const found = await reference.find(name);
      if (found) return json(found);
      return toolError(`No type "${name}" in the FastStore API schema. Closest: ${reference.closest(name).join(', ')}.`);
    },
  );

  server.registerTool(
    'get_cms_api_operation',
    {
      title: 'Look up a Headless CMS API operation',
      description: 'One operation of the VTEX Headless CMS REST API, by operationId or by path (with method when the path has several), with its parameters, responses and the URL of its reference.',
      inputSchema: inputs.get_cms_api_operation,
    },
    async ({operationId, path: operationPath, method, locale}) => {
      if ((operationId === undefined) === (operationPath === undefined)) return toolError('Send either operationId or path (not both, not neither).');
      const site = await sites.get(locale);
      const operations = await site.cmsOperations();
      const matches = operationId === undefined
        ? operations.filter((operation) => operation.path === operationPath && (method === undefined || operation.method === method))
        : operations.filter((operation) => operation.operationId.toLowerCase() === operationId.toLowerCase());
      if (matches.length === 0) {
        const what = operationId === undefined ? `at ${method ? `${method.toUpperCase()} ` : ''}${operationPath}` : `with operationId "${operationId}"`;
        return toolError(`No operation ${what}. Operations: ${operations.map((operation) => `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`).join(', ')}.`);
      }
      if (matches.length > 1) {
        return toolError(`${operationPath} has several operations (${matches.map((operation) => operation.method).join(', ')}); send method too, or one of the operationIds ${matches.map((operation) => operation.operationId).join(', ')}.`);
      }
      const [operation] = matches as [Operation];
      return json({...operation, url: `${site.siteUrl}${cmsApiPage}#operation-${operation.operationId}`});
    },
  );

  server.registerTool(
    'submit_feedback',
    {
      title: 'Send feedback on a page',
      description: `Rates a page of these docs from ${RATE_MIN} (not helpful) to ${RATE_MAX} (very helpful), with an optional message, for the docs team. Use it when a page was wrong, missing something or especially useful.`,
      inputSchema: inputs.submit_feedback,
    },
    async ({path: input, rating, message, locale}) => {
      if (!feedback) return toolError('Feedback is not stored by this server.');
      const placed = await placePage(input, locale);
      if (placed === null || !(await placed.site.hasPage(placed.sitePath))) {
        const closest = placed === null ? [] : await placed.site.closestPaths(placed.sitePath);
        return toolError(`No page at ${placed?.sitePath ?? input}; feedback is for a page of these docs.${closest.length > 0 ? ` Closest pages: ${closest.join(', ')}.` : ''}`);
      }
      // Stored as the survey stores a reader's page: its path from the site's root, a translated locale's prefix included.
      const page = sites.rootPathOf(placed.site.locale, placed.sitePath);
      // The survey's own check, on the body the survey would have sent.
      const result = validateFeedback({id: randomUUID(), timestamp: new Date().toISOString(), rate: rating, message: message ?? '', email: '', page, locale: placed.site.locale}, Date.now());
      if (!result.ok) return toolError(result.error);
      const wait = feedback.take(client);
      if (wait > 0) return toolError(`Too much feedback from this client; retry in ${wait} s.`);
      try {
        await feedback.save(result.response, 'agent');
      } catch (error) {
        if (isStorageUnavailable(error)) {
          onUnavailable?.(UNAVAILABLE_RETRY_AFTER);
          return toolError(`Feedback storage is unavailable for now; retry in ${UNAVAILABLE_RETRY_AFTER} s.`);
        }
        throw error;
      }
      return json({stored: true, id: result.response.id, page});
    },
  );

  return server;
}
