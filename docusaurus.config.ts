import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import searchPlugin from '#search';
import feedbackSurveyPlugin from '#feedback-survey';
import uiKitPlugin from '#ui-kit';
import {algoliaSettings, readSiteEnv} from './src/lib/siteEnv.ts';
import {FEEDBACK_PATH} from './common/feedback.ts';
import {withBase} from './common/basePath.ts';
import type {PluginOptions as ApiReferenceOptions} from '#openapi-reference';
import releaseEventsPlugin from '#release-events';
import {darkCodeTheme, lightCodeTheme} from './src/lib/codeHighlight/themes.ts';
import bundleManifestPlugin from '#bundle-manifest';
import leanClientPlugin, {type LeanClientOptions} from '#lean-client';
import siteDataPlugin from '#site-data';
import {docUpdateSchema, starterSchema} from './src/data/schemas.ts';
import {starters} from './src/data/starters.ts';
import {docUpdates} from './src/data/docUpdates.ts';
import docsTravelPlugin from '#docs-travel';
import siteInfoPlugin from '#site-info';
import {insideGitWorktree} from './plugins/lib/gitWorktree.ts';
import typedCodePlugin, {remarkTypedCode} from '#typed-code';
import {sitemapAlternates, TRANSLATED_LOCALES, type TranslatedLocale} from '#i18n/core';
import i18nPlugin, {inlineCodeTranslationsPlugin, remarkOutdatedNotice} from '#i18n';

// Every environment flag the site reads at build time, validated in one place.
const env = readSiteEnv(process.env);
// Every route, fetch and generated file goes through it (common/basePath.ts); the server reads it from the build.
const baseUrl = env.BASE_URL;
// The locale this build is for: Docusaurus sets DOCUSAURUS_CURRENT_LOCALE while it builds a locale (loading this file
// afresh for each) or starts one with --locale; unset, it is English.
const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';
// In a translated locale, a section whose English source changed since it was translated says so, linking to the English text,
// and so does a page shown in English for want of a translation.
// Its options are serialised into the browser bundle with the rest of the config: nothing of the machine goes in them.
const translationRemarkPlugins = currentLocale === 'en' ? [] : [[remarkOutdatedNotice, {englishBase: baseUrl, locale: currentLocale}]];
const analyticsId = env.GTAG_ID;
const tagManagerId = env.GTM_ID;
const feedbackEndpoint = env.FEEDBACK_ENDPOINT ?? withBase(baseUrl, FEEDBACK_PATH);
// Hosted search only when all three ALGOLIA_* variables are set; otherwise our build-time index, no third party.
const algolia = algoliaSettings(env);
// Speed mechanisms left out of this build (plugins/lean-client/mechanisms.ts); `npm run bench -- ablation` sets it.
const leanOff = env.LEAN_OFF;

const repositoryUrl = 'https://github.com/vtex/faststore';
// Where this site's sources live in the repository: "Edit this page" links open them there.
const editUrl = `${repositoryUrl}/edit/main/apps/site/`;
const communityUrl = 'https://github.com/vtex/faststore/discussions';

// The announcement bar's text per locale (Docusaurus does not translate it); its button is the same markup in every locale.
const announcementTexts: Record<'en' | TranslatedLocale, {text: string; button: string}> = {
  en: {text: 'We are improving the FastStore docs.', button: 'Tell us how we are doing'},
  'pt-BR': {text: 'Estamos melhorando a documentação da FastStore.', button: 'Conte para a gente como estamos nos saindo'},
  es: {text: 'Estamos mejorando la documentación de FastStore.', button: 'Cuéntanos cómo lo estamos haciendo'},
};
const announcement = announcementTexts[currentLocale as 'en' | TranslatedLocale] ?? announcementTexts.en;

const config: Config = {
  title: 'FastStore',
  tagline: 'Build fast, headless storefronts with FastStore and the VTEX Headless CMS',
  favicon: 'img/favicon.svg',
  url: env.SITE_URL,
  baseUrl,
  // Clean URLs (/quickstart, not /quickstart/); the server normalises .html and /index to them.
  trailingSlash: false,
  organizationName: 'vtex',
  projectName: 'faststore',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md files are CommonMark, .mdx files are MDX: release notes stay plain Markdown.
    format: 'detect',
    // A translated heading keeps the English anchor as `{#id}` (i18n/), which future.v4 no longer reads by default.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  future: {
    v4: true,
    // Rspack's persistent cache stays off: it hung a build after a dependency change (DESIGN.md#rspack-persistent-cache).
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
    // Dates come from git in a clone; a checkout without .git (an archive, a container context) still builds.
    experimental_vcs: insideGitWorktree(__dirname) ? true : 'disabled',
  },
  // The portal keeps the plain storage keys (`theme`, `docusaurus.announcement.dismiss`, `docusaurus.tab.*`);
  // future.v4 would namespace them, so namespacing stays off explicitly.
  storage: {type: 'localStorage', namespace: false},

  // English at the root is the source; each translated locale is built under its own path (/pt-BR/, /es/) from
  // i18n/<locale>/ (plugins/i18n). `docusaurus build --locale en` builds English alone.
  i18n: {
    defaultLocale: 'en',
    locales: ['en', ...TRANSLATED_LOCALES],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en'},
      'pt-BR': {label: 'Português (Brasil)', htmlLang: 'pt-BR'},
      es: {label: 'Español', htmlLang: 'es'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl,
          // Dates from git (the clone's history); pages show when they last changed.
          showLastUpdateTime: true,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          // Type popups on the FastStore examples, from the example starter's packages (plugins/typed-code).
          remarkPlugins: [remarkTypedCode, ...translationRemarkPlugins],
          lastVersion: 'current',
          // v0 is one archived page, reached from the current troubleshooting guide: a version switcher on every
          // page would offer it in place of 200 pages it has no counterpart for. So the current docs carry no
          // "Version: Current" badge (it tells the reader nothing), and the v0 page keeps its badge and its banner.
          versions: {
            current: {label: 'Current', path: '', badge: false},
            v0: {label: 'v0', path: 'v0', banner: 'unmaintained', badge: true},
          },
          // An autogenerated section drops its own index doc: the category already links to it.
          async sidebarItemsGenerator({defaultSidebarItemsGenerator, ...args}) {
            const items = await defaultSidebarItemsGenerator(args);
            const indexId = `${args.item.dirName}/index`;
            return items.filter((item) => !(item.type === 'doc' && item.id === indexId));
          },
        } satisfies DocsOptions,
        blog: {
          path: 'releases',
          routeBasePath: 'releases',
          blogTitle: 'Release Notes',
          remarkPlugins: translationRemarkPlugins,
          blogDescription: 'What changed in FastStore, Base Store, WebOps and the VTEX Headless CMS, release by release.',
          // 10 posts per list page, 3 list pages.
          postsPerPage: 10,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All releases',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'ignore',
          showReadingTime: false,
          // RSS, Atom and JSON Feed at /releases/rss.xml, atom.xml and feed.json, with every post.
          feedOptions: {
            type: 'all',
            title: 'FastStore Release Notes',
            description: 'What changed in FastStore, Base Store, WebOps and the VTEX Headless CMS, release by release.',
            copyright: `Copyright © ${new Date().getFullYear()} VTEX`,
            language: 'en',
            limit: false,
          },
        } satisfies BlogOptions,
        theme: {customCss: './src/css/custom.css'},
        // Each locale's sitemap names every page in the other locales too (xhtml:link hreflang, x-default English);
        // a build of one locale (`--locale pt-BR`, at the root for a domain of its own) names none.
        sitemap: {
          async createSitemapItems({defaultCreateSitemapItems, ...params}) {
            const items = await defaultCreateSitemapItems(params);
            const sites = {siteUrl: env.SITE_URL.replace(/\/$/, ''), baseUrl, locales: ['en', ...TRANSLATED_LOCALES], defaultLocale: 'en'};
            return items.map((item) => ({...item, links: sitemapAlternates(item.url, currentLocale, params.siteConfig.baseUrl, sites)}));
          },
        },
        ...(analyticsId ? {gtag: {trackingID: analyticsId, anonymizeIP: true}} : {}),
        ...(tagManagerId ? {googleTagManager: {containerId: tagManagerId}} : {}),
      } satisfies Preset.Options,
    ],
  ],

  // Read in the browser by the survey's outbox (plugins/feedback-survey/client/outboxModule.ts).
  customFields: {feedbackEndpoint},

  plugins: [
    // The Headless CMS API reference, rendered at build time from its OpenAPI description.
    ['#openapi-reference', {specPath: 'openapi/headless-cms.yaml', routePath: '/vtex-headless-cms-api'} satisfies ApiReferenceOptions],
    // The translation status page (/translation-status) and the reader's remembered locale choice.
    i18nPlugin,
    // The release events (title, product, fileName, description) for the home page, read from the release posts' front matter.
    releaseEventsPlugin,
    // Starters and doc updates checked against their schemas at build time (the pages ship them without zod).
    siteDataPlugin([
      {name: 'src/data/starters.ts', schema: starterSchema, entries: starters},
      {name: 'src/data/docUpdates.ts', schema: docUpdateSchema, entries: docUpdates},
    ]),
    // Our search: the navbar's bar, the /search page and the build-time index (DocSearch's theme serves both with Algolia).
    ...(algolia ? [] : [searchPlugin]),
    // The survey's button, dialog and outbox of undelivered responses.
    feedbackSurveyPlugin,
    // The UI kit's components, live demos (<Playground>) and gallery (<UiGallery>).
    uiKitPlugin,
    // <TypedCode> and the type popups the code highlighter renders on the checked FastStore examples.
    typedCodePlugin,
    // A translated locale's code translations written into the modules that use them, not all in the main bundle.
    inlineCodeTranslationsPlugin,
    // Which files each route loads, for the JavaScript budget check (scripts/check-budgets.ts).
    bundleManifestPlugin,
    // Markdown twins of every page (/quickstart.md), /llms.txt and /llms-full.txt.
    docsTravelPlugin,
    // build/site.json: the base path, for the server and the static-hosting files.
    siteInfoPlugin,
    // Preact in the browser and no Prism in the main bundle; the server render is unchanged.
    [leanClientPlugin, {off: leanOff} satisfies LeanClientOptions],
  ],

  clientModules: [
    './src/clientModules/imageZoom.ts',
    // Focus follows a navigation to a section of a page (a search hit), so the keyboard continues from there.
    './src/clientModules/focusHashTarget.ts',
    // Outbound-link tracking only exists when an analytics id is configured.
    ...(analyticsId ? ['./src/clientModules/outboundLinks.ts'] : []),
  ],

  themeConfig: {
    metadata: [{name: 'keywords', content: 'FastStore, VTEX, headless commerce, storefront, Headless CMS, documentation'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      id: 'feedback-survey-1',
      content: `${announcement.text} <button type="button" class="announcementFeedbackButton" data-feedback-open>${announcement.button}</button>`,
      // Tokens rather than the theme's white default, so the bar follows the colour mode.
      backgroundColor: 'var(--fs-color-surface-raised)',
      textColor: 'var(--ifm-font-color-base)',
      isCloseable: false,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'FastStore',
      logo: {alt: 'FastStore logo', src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: false,
      items: [
        {type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Docs'},
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorials'},
        {to: '/faq', label: 'FAQ', position: 'left'},
        {to: '/releases', label: 'Release Notes', position: 'left'},
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            {to: '/starters', label: 'Starters'},
            {href: communityUrl, label: 'Community'},
          ],
        },
        // The survey's Feedback button (plugins/feedback-survey/theme/FeedbackButton), in the sticky navbar on every page.
        {type: 'custom-feedbackButton', position: 'right'},
        // The class lets the phone navbar lay the search out beside the Feedback button (src/css/custom.css).
        {type: 'search', position: 'right', className: 'navbar-search'},
        // Keeps the reader on the same page in the other language.
        {type: 'localeDropdown', position: 'right', className: 'navbar-locale'},
        {href: repositoryUrl, position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Quickstart', to: '/quickstart'},
            {label: 'How-to guides', to: '/how-to-guides'},
            {label: 'References', to: '/reference'},
            {label: 'Concepts', to: '/conceptual-guides'},
            {label: 'Tutorials', to: '/tutorials'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Starters', to: '/starters'},
            {label: 'FAQ', to: '/faq'},
            {label: 'Release Notes', to: '/releases'},
            {label: 'Community', href: communityUrl},
            {label: 'GitHub', href: repositoryUrl},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} VTEX. Documentation content is written for FastStore developers.`,
    },
    ...(algolia
      ? {
          algolia: {
            ...algolia,
            // Contextual search adds the language and docs-version (docusaurus_tag) facet filters.
            contextualSearch: true,
            searchPagePath: 'search',
            searchParameters: {},
          },
        }
      : {}),
    prism: {
      // Token colours with at least 4.5:1 contrast in both modes (the stock github and dracula themes fail it).
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'diff', 'scss'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
