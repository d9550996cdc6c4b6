import type {Locator, Page} from '@playwright/test';
import {test, expect, twoFrames} from './fixtures.ts';
import {useColorMode} from './visualPages.ts';

// How pages read on a phone, a tablet and a desktop, in both colour modes: code and tables never cut, code blocks
// labelled with their buttons in view, titles on the first screen, one type scale, and dark mode without light
// blocks. Layout rules that hold at every width are checked every 10 px from 320 to 1920 px.

/** Every 10 px from 320 px (WCAG's reflow width) to 1920 px. */
const everyWidth = Array.from({length: 161}, (_, index) => 320 + index * 10);

/**
 * Code blocks and tables of main that stick out of the viewport, or that are wider than their frame and cannot
 * scroll to what they hide; and whether the page itself scrolls sideways.
 */
function cutContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth + 1) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    const frames = Array.from(document.querySelectorAll<HTMLElement>('main pre, main table'))
      .map((element) => element.closest<HTMLElement>('[role="region"]') ?? element)
      .filter((frame) => frame.getClientRects().length > 0);
    for (const frame of frames) {
      const box = frame.getBoundingClientRect();
      const name = `${frame.tagName.toLowerCase()} "${frame.textContent?.trim().slice(0, 30)}"`;
      if (box.left < -1 || box.right > innerWidth + 1) found.push(`${name} runs from ${Math.round(box.left)} to ${Math.round(box.right)}`);
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(frame).overflowX);
      if (frame.scrollWidth > frame.clientWidth + 1 && !scrolls) found.push(`${name} hides ${frame.scrollWidth - frame.clientWidth} px it cannot scroll to`);
    }
    return found;
  });
}

for (const path of ['/quickstart', '/reference/ui/atoms/Button', '/reference/api/queries/product', '/releases/2022/09/10/webops', '/starters/base']) {
  test(`code and tables on ${path} fit their column or scroll in their own frame, at every width from 320 to 1920 px`, async ({page}) => {
    test.setTimeout(180_000);
    await page.setViewportSize({width: 320, height: 800});
    await page.goto(path);
    const problems: string[] = [];
    for (const width of everyWidth) {
      await page.setViewportSize({width, height: 800});
      await twoFrames(page);
      for (const problem of await cutContent(page)) problems.push(`${width} px: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
}

/** A 12 px strip inside one edge of `frame`, as a PNG, with the frame's middle third in height. */
async function edgeStrip(page: Page, frame: Locator, side: 'left' | 'right'): Promise<Buffer> {
  const box = await frame.boundingBox();
  if (!box) throw new Error('the frame is not laid out');
  const x = side === 'left' ? box.x + 1 : box.x + box.width - 13;
  return page.screenshot({clip: {x, y: box.y + box.height / 3, width: 12, height: box.height / 3}, animations: 'disabled', caret: 'hide'});
}

/**
 * Whether each edge of a frame that scrolls sideways shows something (the cue) that is not there with `plain`
 * applied to it: at the start only the right edge should, at the end only the left one.
 */
async function scrollCues(page: Page, frame: Locator, plain: string) {
  const cues = async () => {
    const withCue = {left: await edgeStrip(page, frame, 'left'), right: await edgeStrip(page, frame, 'right')};
    const style = await page.addStyleTag({content: plain});
    await twoFrames(page);
    const without = {left: await edgeStrip(page, frame, 'left'), right: await edgeStrip(page, frame, 'right')};
    await style.evaluate((element) => (element as Element).remove());
    await twoFrames(page);
    return {left: !withCue.left.equals(without.left), right: !withCue.right.equals(without.right)};
  };
  await frame.evaluate((element) => element.scrollTo({left: 0, behavior: 'instant'}));
  await twoFrames(page);
  const atStart = await cues();
  await frame.evaluate((element) => element.scrollTo({left: element.scrollWidth, behavior: 'instant'}));
  await twoFrames(page);
  const atEnd = await cues();
  return {atStart, atEnd};
}

for (const mode of ['light', 'dark'] as const) {
  test(`a table wider than a phone scrolls in its frame, with a shadow at each edge more columns lie beyond (${mode})`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await useColorMode(page, mode);
    await page.goto('/reference/ui/atoms/Button');
    const frame = page.locator('main [role="region"]:has(> table)').first();
    await frame.evaluate((element) => element.scrollIntoView({block: 'center'}));
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // The last column (the description) keeps a readable width instead of a word or two per line.
    const lastColumn = await frame.locator('tbody tr:first-child td:last-child').evaluate((cell) => cell.getBoundingClientRect().width);
    expect(lastColumn).toBeGreaterThanOrEqual(200);
    expect(await scrollCues(page, frame, 'main [role="region"] { background: none !important; }')).toEqual({
      atStart: {left: false, right: true},
      atEnd: {left: true, right: false},
    });
  });

  test(`the Quickstart's first command shows it goes on past the edge of a phone (${mode})`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await useColorMode(page, mode);
    await page.goto('/quickstart');
    const code = page.locator('main .theme-code-block pre').first();
    await code.evaluate((element) => element.scrollIntoView({block: 'center'}));
    await expect(code).toContainText('npx degit');
    expect(await code.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await scrollCues(page, code, 'main .theme-code-block pre { background: var(--prism-background-color) !important; }')).toEqual({
      atStart: {left: false, right: true},
      atEnd: {left: true, right: false},
    });
  });
}

test.describe('on a touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('every code block names its language, or its file when it shows one, above the code', async ({page}) => {
    // The blocks of each page that show a file (the fence's `title=`); every other block names its language.
    const files: Record<string, string[]> = {
      '/quickstart': [],
      '/tutorials/cms/4': ['Gatsby data layer', 'src/components/cms/RenderCMS.tsx', 'src/pages/index.tsx'],
      '/releases/2022/09/10/webops': ['vtex.env'],
    };
    for (const [path, titles] of Object.entries(files)) {
      await page.goto(path);
      const blocks = await page.locator('main .theme-code-block').evaluateAll((elements) =>
        elements.map((block) => {
          const label = block.querySelector('[class*="codeBlockLabel"]');
          const code = block.querySelector('pre');
          return {
            language: /\blanguage-(\S+)/.exec(block.className)?.[1] ?? '',
            label: label?.textContent?.trim() ?? '',
            aboveCode: Boolean(label && code && label.getBoundingClientRect().bottom <= code.getBoundingClientRect().top + 1),
          };
        }),
      );
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const block of blocks) expect(block.aboveCode && block.label !== '', `${path}: ${JSON.stringify(block)}`).toBe(true);
      const named = blocks.filter((block) => block.label !== block.language).map((block) => block.label);
      expect(new Set(named), `${path}: blocks labelled other than by their language`).toEqual(new Set(titles));
    }
  });

  test('a code block’s copy button is in view without hovering, and a tap copies the code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/quickstart');
    const block = page.locator('main .theme-code-block').first();
    await block.scrollIntoViewIfNeeded();
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toBeVisible();
    expect(await copy.evaluate((button) => Number(getComputedStyle(button).opacity))).toBe(1);
    // Nothing lies over it, and it lies over no code.
    expect(
      await copy.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const code = button.closest('.theme-code-block')?.querySelector('pre')?.getBoundingClientRect();
        return {onTop: Boolean(top && button.contains(top)), overCode: Boolean(code && box.bottom > code.top)};
      }),
    ).toEqual({onTop: true, overCode: false});
    await copy.tap();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npx degit vtex-sites/nextjs.store my-store');
  });
});

for (const path of ['/tutorials/gatsby/1', '/quickstart', '/reference/api/queries/product', '/reference/ui/atoms/Button', '/how-to-guides/deployment/build-cache']) {
  test(`the title of ${path} starts within the first 200 px of a phone's screen`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(path);
    const top = await page.locator('main h1').first().evaluate((heading) => heading.getBoundingClientRect().top + scrollY);
    expect(top).toBeLessThanOrEqual(200);
  });
}

test('the current docs carry no version badge; the archived v0 page names its version and is linked from the current troubleshooting guide', async ({page}) => {
  await page.goto('/quickstart');
  await expect(page.locator('main h1')).toHaveText('Quickstart');
  await expect(page.locator('.theme-doc-version-badge')).toHaveCount(0);
  await page.goto('/how-to-guides/troubleshooting');
  await page.locator('main').getByRole('link', {name: 'Troubleshooting FastStore v0'}).click();
  await expect(page).toHaveURL(/\/v0\/troubleshooting$/);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: v0');
  await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
});

/** Font size (px) and weight of the page's h1, first h2 and first h3 of main, and of its body text. */
function typeScale(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector} on ${location.pathname}`);
      const {fontSize, fontWeight} = getComputedStyle(element);
      return {size: parseFloat(fontSize), weight: Number(fontWeight)};
    };
    return {h1: style('main h1'), h2: style('main .markdown > h2'), h3: style('main .markdown > h3'), body: style('main .markdown > p')};
  });
}

test('one type scale at every width from 320 to 1920 px: titles 30 to 40 px and bold, sections smaller and semibold, then subsections, then text', async ({page}) => {
  test.setTimeout(180_000);
  await page.goto('/quickstart');
  const problems: string[] = [];
  let previous = 0;
  for (const width of everyWidth) {
    await page.setViewportSize({width, height: 800});
    await twoFrames(page);
    const {h1, h2, h3, body} = await typeScale(page);
    const at = `${width} px: h1 ${h1.size}/${h1.weight}, h2 ${h2.size}/${h2.weight}, h3 ${h3.size}/${h3.weight}, text ${body.size}`;
    if (h1.size < 30 || h1.size > 40 || h1.weight !== 700) problems.push(`${at}: the title is not 30 to 40 px bold`);
    if (!(h1.size > h2.size && h2.size > h3.size && h3.size > body.size)) problems.push(`${at}: the levels are not in order`);
    if (h2.weight !== 600 || h3.weight !== 600) problems.push(`${at}: sections are not semibold`);
    // The scale grows with the width, never back.
    if (h1.size < previous) problems.push(`${at}: the title shrank from ${previous} px`);
    previous = h1.size;
  }
  expect(problems).toEqual([]);
});

test('a doc title takes the whole column, its page actions beside the breadcrumbs on desktops and under it on phones', async ({page}) => {
  for (const width of [390, 768, 1280, 1920]) {
    await page.setViewportSize({width, height: 800});
    await page.goto('/how-to-guides/platform-integration/troubleshooting');
    const layout = await page.evaluate(() => {
      const title = document.querySelector('main h1')!.getBoundingClientRect();
      const column = document.querySelector('main .theme-doc-markdown')!.getBoundingClientRect();
      const actions = document.querySelector('[data-copy-page]')!.getBoundingClientRect();
      const crumbs = document.querySelector('.theme-doc-breadcrumbs')!.getBoundingClientRect();
      return {titleWidth: title.width, columnWidth: column.width, actionsBelowTitle: actions.top >= title.bottom - 1, actionsInCrumbsRow: actions.top < crumbs.bottom && actions.left >= crumbs.left};
    });
    expect(layout.titleWidth, `${width} px`).toBeCloseTo(layout.columnWidth, 0);
    expect(layout.actionsBelowTitle ? 'under the title' : layout.actionsInCrumbsRow ? 'beside the breadcrumbs' : 'elsewhere', `${width} px`).toBe(width > 996 ? 'beside the breadcrumbs' : 'under the title');
  }
});

test('a release post’s title takes at most three lines on a desktop, the longest one included', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/releases/2022/07/19/webops');
  await expect(page.locator('main h1')).toHaveText('Additional WebOps variable required to launch new FastStore websites');
  const lines = await page.locator('main h1').evaluate((heading) => Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight)));
  expect(lines).toBeLessThanOrEqual(3);
});

test('the release list’s “Read the … notes” links start their line under the tags, at every width', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto('/releases');
  const problems: string[] = [];
  for (const width of everyWidth) {
    await page.setViewportSize({width, height: 800});
    await twoFrames(page);
    problems.push(
      ...(await page.locator('main article').evaluateAll((articles, at) =>
        articles.flatMap((article) => {
          const link = article.querySelector<HTMLElement>('footer a[href^="/releases/20"]');
          const text = article.querySelector('header + * p, [class*="markdown"] p');
          const tags = article.querySelector('footer ul');
          if (!link || !text || !tags) return [];
          // A line of the link may be several boxes (its text pieces); each line starts at its leftmost box.
          const starts = new Map<number, number>();
          for (const box of Array.from(link.getClientRects())) starts.set(Math.round(box.top), Math.min(box.left, starts.get(Math.round(box.top)) ?? Infinity));
          const textLeft = text.getBoundingClientRect().left;
          const atEdge = [...starts.values()].every((left) => Math.abs(left - textLeft) <= 1);
          const under = Math.min(...starts.keys()) >= tags.getBoundingClientRect().bottom - 1;
          return atEdge && under ? [] : [`${at} px: "${link.textContent}" ${atEdge ? '' : 'does not start its lines at the text’s edge'} ${under ? '' : 'is not under the tags'}`];
        }), width)),
    );
  }
  expect(problems).toEqual([]);
});

test('a starter page keeps its buttons on one line beside the picture on desktops, one a line on phones, clear of “Features”', async ({page}) => {
  for (const width of [390, 768, 1280, 1920]) {
    await page.setViewportSize({width, height: 800});
    await page.goto('/starters/base');
    const layout = await page.evaluate(() => {
      const buttons = Array.from(document.querySelectorAll('main .button')).map((button) => button.getBoundingClientRect());
      const column = buttons[0]!.width > 0 ? document.querySelector('main h1')!.getBoundingClientRect() : null;
      const features = Array.from(document.querySelectorAll('main h2')).find((heading) => heading.textContent === 'Features')!.getBoundingClientRect();
      return {
        count: buttons.length,
        rows: new Set(buttons.map((box) => Math.round(box.top))).size,
        fullWidth: buttons.every((box) => Math.abs(box.width - (column?.width ?? 0)) <= 1),
        gap: features.top - Math.max(...buttons.map((box) => box.bottom)),
      };
    });
    expect(layout.count, `${width} px`).toBe(3);
    if (width <= 576) expect(layout.fullWidth, `${width} px: a button as wide as the column`).toBe(true);
    else expect(layout.rows, `${width} px: rows of buttons`).toBe(1);
    expect(layout.gap, `${width} px: space between the buttons and “Features”`).toBeGreaterThanOrEqual(24);
  }
});

test('a starter page gives the command that copies each of its repositories, as listed in the starters’ data', async ({page}) => {
  await page.goto('/starters/base');
  const commands = await page.locator('main .theme-code-block pre').allInnerTexts();
  expect(commands.map((command) => command.trim())).toEqual([
    'npx degit https://github.com/vtex-sites/nextjs.store my-store',
    'npx degit https://github.com/vtex-sites/gatsby.store my-store',
  ]);
  await page.goto('/starters/beauty');
  expect((await page.locator('main .theme-code-block pre').allInnerTexts()).map((command) => command.trim())).toEqual(['npx degit https://github.com/vtex-sites/beauty.store my-store']);
});

test('a slide of the home page’s starters carousel fills its width with the starter’s picture and description', async ({page}) => {
  for (const width of [768, 1280, 1920]) {
    await page.setViewportSize({width, height: 800});
    await page.goto('/');
    const slide = page.locator('[data-testid="home-starters-carousel"] [data-carousel-item="current"] > *');
    await slide.scrollIntoViewIfNeeded();
    // The part of the card that neither the picture nor the text covers, beside them.
    const empty = await slide.evaluate((card) => {
      const box = card.getBoundingClientRect();
      const used = Array.from(card.children).reduce((sum, child) => sum + child.getBoundingClientRect().width, 0);
      return (box.width - used) / box.width;
    });
    expect(empty, `${width} px`).toBeLessThan(0.2);
  }
});

test('identifiers in the home page’s release cards wrap at their underscores and dots, never inside a word, at every width', async ({page}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const problems: string[] = [];
  for (const width of everyWidth) {
    await page.setViewportSize({width, height: 800});
    await twoFrames(page);
    const broken = await page.locator('[data-testid="latest-release"] p:last-child').evaluateAll((paragraphs) =>
      paragraphs.flatMap((paragraph) => {
        // Each piece of an identifier between its underscores and dots must sit on one line.
        const text = paragraph.textContent ?? '';
        const found: string[] = [];
        for (const match of text.matchAll(/[A-Za-z0-9]+(?:[_.][A-Za-z0-9]+)+/g)) {
          let offset = match.index ?? 0;
          for (const piece of match[0].split(/(?<=[_.])/)) {
            const range = document.createRange();
            const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
            let start = offset;
            let node = walker.nextNode();
            while (node && start >= (node.textContent ?? '').length) {
              start -= (node.textContent ?? '').length;
              node = walker.nextNode();
            }
            if (!node || start + piece.length > (node.textContent ?? '').length) break;
            range.setStart(node, start);
            range.setEnd(node, start + piece.length);
            const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
            if (lines.size > 1) found.push(`"${piece}" of ${match[0]}`);
            offset += piece.length;
          }
        }
        return found;
      }),
    );
    for (const problem of broken) problems.push(`${width} px: ${problem}`);
  }
  expect(problems).toEqual([]);
});

test.describe('dark mode', () => {
  test.beforeEach(async ({page}) => {
    await useColorMode(page, 'dark');
  });

  test('secondary buttons are dark surfaces with light text, not light grey blocks', async ({page}) => {
    for (const path of ['/starters/base', '/']) {
      await page.goto(path);
      const buttons = await page.locator('main .button.button--secondary:not(.button--outline)').evaluateAll((elements) =>
        elements.map((button) => ({background: getComputedStyle(button).backgroundColor, color: getComputedStyle(button).color})),
      );
      expect(buttons.length, path).toBeGreaterThan(0);
      const luminance = (rgb: string) => {
        const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => channel / 255);
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      for (const {background, color} of buttons) {
        expect(luminance(background), `${path}: background ${background}`).toBeLessThan(0.3);
        expect(luminance(color), `${path}: text ${color}`).toBeGreaterThan(0.6);
      }
    }
  });

  test('the starters’ pictures are dark drawings on the dark page, not pastel ones', async ({page}) => {
    await page.goto('/starters');
    const picture = page.locator('main img.starter-illustration').first();
    await expect(picture).toBeVisible();
    const shot = await picture.screenshot({animations: 'disabled'});
    // The picture's mean lightness, decoded by the browser in a page of its own.
    const decoder = await page.context().newPage();
    const mean = await decoder.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const {data} = context.getImageData(0, 0, canvas.width, canvas.height);
      let sum = 0;
      for (let index = 0; index < data.length; index += 4) sum += (0.2126 * data[index]! + 0.7152 * data[index + 1]! + 0.0722 * data[index + 2]!) / 255;
      return sum / (data.length / 4);
    }, shot.toString('base64'));
    await decoder.close();
    expect(mean).toBeLessThan(0.35);
  });
});
