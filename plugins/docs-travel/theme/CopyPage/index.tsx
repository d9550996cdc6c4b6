import {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinUrl} from '../../paths.ts';
import styles from './styles.module.css';

interface Props {
  /** The page's permalink; its Markdown twin is beside it (/quickstart → /quickstart.md). */
  permalink: string;
}

/** Copies text fetched on click; ClipboardItem keeps the click's permission while the fetch runs. */
async function copyFetched(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/**
 * "Copy page": puts the page's Markdown on the clipboard, for pasting into an assistant or an issue. Its menu
 * (menu button pattern: arrows, Escape, focus back on the button) opens the Markdown or copies its link.
 * Results are announced in a live region.
 */
export default function CopyPage({permalink}: Props) {
  const markdownPath = twinUrl(permalink, useDocusaurusContext().siteConfig.baseUrl);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };
  const run = (action: () => Promise<void>, done: string) => {
    close(true);
    action().then(
      () => setStatus(done),
      () =>
        setStatus(
          translate({
            id: 'site.pageTools.copyFailed',
            message: 'Copying failed: your browser did not allow access to the clipboard.',
            description: 'Status after "Copy page" or "Copy Markdown link" could not write to the clipboard',
          }),
        ),
    );
  };
  const copyPage = () =>
    run(
      () => copyFetched(markdownPath),
      translate({
        id: 'site.pageTools.pageCopied',
        message: 'Page copied as Markdown.',
        description: 'Status after "Copy page" put the page\'s Markdown on the clipboard',
      }),
    );
  const copyLink = () =>
    run(
      () => navigator.clipboard.writeText(new URL(markdownPath, location.href).href),
      translate({
        id: 'site.pageTools.linkCopied',
        message: 'Markdown link copied.',
        description: 'Status after "Copy Markdown link" put the link of the page\'s Markdown on the clipboard',
      }),
    );

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1};
    if (event.key in move) {
      event.preventDefault();
      list[(move[event.key]! + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close(event.key === 'Escape');
    }
  };

  return (
    <div className={styles.copyPage} data-copy-page="">
      <div className={styles.group}>
        <button type="button" className="button button--sm button--outline button--secondary" onClick={copyPage}>
          {translate({id: 'site.pageTools.copyPage', message: 'Copy page', description: 'Button at the top of a doc page that copies the page as Markdown'})}
        </button>
        <button
          ref={toggle}
          type="button"
          className="button button--sm button--outline button--secondary"
          aria-label={translate({
            id: 'site.pageTools.more',
            message: 'More ways to use this page as Markdown',
            description: 'Accessible name of the arrow button beside "Copy page" that opens its menu',
          })}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}>
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {open ? (
        <ul ref={menu} id={menuId} role="menu" className={styles.menu} onKeyDown={onMenuKey}>
          <li role="none">
            <a role="menuitem" href={markdownPath} target="_blank" rel="noopener" onClick={() => close(false)}>
              {translate({
                id: 'site.pageTools.openMarkdown',
                message: 'Open as Markdown',
                description: 'Menu item of "Copy page": opens the page\'s Markdown in a new tab',
              })}
            </a>
          </li>
          <li role="none">
            <button type="button" role="menuitem" onClick={copyLink}>
              {translate({
                id: 'site.pageTools.copyLink',
                message: 'Copy Markdown link',
                description: 'Menu item of "Copy page": copies the link of the page\'s Markdown',
              })}
            </button>
          </li>
        </ul>
      ) : null}
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
