import {useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Operation, Parameter} from '@site/common/openapi.ts';
import {exampleValue, MOCK_BASE, missingPathParameters, requestUrl, serverBase, type ParameterValues, type ServerChoice} from '../../../../client/apiRequest.ts';
import {jsonTokens} from '../../../../client/jsonTokens.ts';
import {formatBody, reasonPhrase, statusKind, statusKindLabels} from '../../../../client/response.ts';
import ParameterName from '../../ParameterName.tsx';
import shared from '../styles.module.css';
import styles from './styles.module.css';

export interface Props {
  operation: Operation;
  /** Called once the form is live (hydrated or freshly rendered) and can send. */
  onLive?: () => void;
}

type Outcome =
  | {kind: 'response'; status: number; reason: string; ms: number; body: string; json: boolean}
  | {kind: 'error'; message: string};

const statusClass = {
  informational: styles.statusInformational,
  success: styles.statusSuccess,
  redirect: styles.statusRedirect,
  clientError: styles.statusClientError,
  serverError: styles.statusServerError,
};

/** The form control names: the server fields, and one per parameter (`parameter:<name>`). */
const fieldName = {server: 'server', account: 'account', workspace: 'workspace', answer: 'answer', parameter: (name: string) => `parameter:${name}`};

function ParameterInput({parameter, value, onChange}: {parameter: Parameter; value: string; onChange: (value: string) => void}) {
  const id = useId();
  const options = parameter.schema?.enum;
  const name = fieldName.parameter(parameter.name);
  return (
    <div className={styles.tryItField}>
      <label htmlFor={id}>
        <ParameterName name={parameter.name} /> <span className={shared.tryItNote}>({parameter.in}{parameter.required ? ', required' : ''})</span>
      </label>
      {options ? (
        <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">(not set)</option>
          {options.filter((option) => option !== '').map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={name} type="text" value={value} placeholder={exampleValue(parameter)} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

/** A JSON body with the site's token colours; other text as it came. */
function Body({text, json}: {text: string; json: boolean}): ReactNode {
  if (!json) return text;
  return jsonTokens(text).map((token, index) =>
    token.type === null ? token.text : (
      <span key={index} className={`token ${token.type === 'null' ? 'null keyword' : token.type}`}>
        {token.text}
      </span>
    ),
  );
}

/**
 * The "Try it" form: pick a server, fill the parameters, send from the browser and see the answer. The server
 * renders it inside the closed disclosure (TryIt), so it opens before the page's scripts run; until this
 * component is live, sending is unavailable and says so, and whatever the reader typed meanwhile is kept.
 */
export default function Panel({operation, onLive}: Props): ReactNode {
  const ids = {server: useId(), account: useId(), workspace: useId(), answer: useId()};
  const form = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState(false);
  const [serverKind, setServerKind] = useState<ServerChoice['kind']>('mock');
  const [account, setAccount] = useState('');
  const [workspace, setWorkspace] = useState('');
  const [answer, setAnswer] = useState('');
  const [values, setValues] = useState<ParameterValues>(() =>
    Object.fromEntries(operation.parameters.map((p) => [p.name, p.in === 'path' ? exampleValue(p) : ''])),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const mockBase = useBaseUrl(MOCK_BASE);

  // Fields typed into before this component went live keep their text: read them before the next render resets them.
  useLayoutEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const read = (name: string) => {
      const element = elements.namedItem(name);
      return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : undefined;
    };
    const kind = read(fieldName.server);
    if (kind === 'account' || kind === 'workspace') setServerKind(kind);
    setAccount((current) => read(fieldName.account)?.trim() ?? current);
    setWorkspace((current) => read(fieldName.workspace)?.trim() ?? current);
    setAnswer((current) => read(fieldName.answer) ?? current);
    setValues((current) => Object.fromEntries(Object.entries(current).map(([name, value]) => [name, read(fieldName.parameter(name)) ?? value])));
  }, []);
  // The server's HTML says sending is unavailable; once live, the same elements say it is ready.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLive(true);
    onLive?.();
    // Once, when the form goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choice: ServerChoice =
    serverKind === 'mock' ? {kind: 'mock'} : serverKind === 'account' ? {kind: 'account', account} : {kind: 'workspace', account, workspace};
  const server = serverBase(choice, mockBase);
  const missing = missingPathParameters(operation, values);
  const url = 'base' in server ? requestUrl(server.base, operation, values) : null;
  const problem = 'error' in server ? server.error : missing.length > 0 ? `Fill in ${missing.join(', ')}.` : null;
  // The mock answers a documented error example when asked (`Prefer: code=…`), so a reader can see one.
  const errorStatuses = Object.keys(operation.responses).filter((status) => !status.startsWith('2'));
  const prefer = serverKind === 'mock' && answer ? `code=${answer}` : null;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!live || !url || problem || sending) return;
    setSending(true);
    const started = performance.now();
    try {
      const response = await fetch(url, {headers: {Accept: 'application/json', ...(prefer ? {Prefer: prefer} : {})}});
      const body = formatBody(await response.text());
      setOutcome({
        kind: 'response',
        status: response.status,
        reason: reasonPhrase(response.status, response.statusText),
        ms: Math.round(performance.now() - started),
        body: body.text,
        json: body.json,
      });
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: `The request failed before an answer came back (${error instanceof Error ? error.message : String(error)}). Check the account and workspace names; a host outside myvtex.com is not allowed.`,
      });
    } finally {
      setSending(false);
    }
  }

  const kind = outcome?.kind === 'response' ? statusKind(outcome.status) : null;
  return (
    <form ref={form} className={styles.tryIt} onSubmit={send} aria-label={`Try it: ${operation.summary}`}>
      <div className={styles.tryItFields}>
        <div className={styles.tryItField}>
          <label htmlFor={ids.server}>Server</label>
          <select id={ids.server} name={fieldName.server} value={serverKind} onChange={(event) => setServerKind(event.target.value as ServerChoice['kind'])}>
            <option value="mock">Mock on this site (/_mock/cms)</option>
            <option value="account">Your account: https://{'{account}'}.myvtex.com</option>
            <option value="workspace">Your workspace: https://{'{workspace}--{account}'}.myvtex.com</option>
          </select>
        </div>
        {serverKind === 'mock' && errorStatuses.length > 0 ? (
          <div className={styles.tryItField}>
            <label htmlFor={ids.answer}>Mock answer</label>
            <select id={ids.answer} name={fieldName.answer} value={answer} onChange={(event) => setAnswer(event.target.value)}>
              <option value="">From the mock&apos;s data</option>
              {errorStatuses.map((status) => (
                <option key={status} value={status}>
                  The documented {status} example
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {serverKind !== 'mock' ? (
          <div className={styles.tryItField}>
            <label htmlFor={ids.account}>Account</label>
            <input id={ids.account} name={fieldName.account} type="text" value={account} placeholder="storeframework" onChange={(event) => setAccount(event.target.value.trim())} />
          </div>
        ) : null}
        {serverKind === 'workspace' ? (
          <div className={styles.tryItField}>
            <label htmlFor={ids.workspace}>Workspace</label>
            <input id={ids.workspace} name={fieldName.workspace} type="text" value={workspace} placeholder="test" onChange={(event) => setWorkspace(event.target.value.trim())} />
          </div>
        ) : null}
      </div>
      <fieldset className={styles.tryItParameters}>
        <legend>Parameters</legend>
        {operation.parameters.map((parameter) => (
          <ParameterInput
            key={`${parameter.in}:${parameter.name}`}
            parameter={parameter}
            value={values[parameter.name] ?? ''}
            onChange={(value) => setValues((current) => ({...current, [parameter.name]: value}))}
          />
        ))}
      </fieldset>
      <p className={styles.tryItUrl}>
        <span className={styles.tryItMethod}>{operation.method.toUpperCase()}</span> <code data-testid="try-it-url">{url ?? '…'}</code>
        {prefer ? (
          <>
            {' '}
            <span className={shared.tryItNote}>
              with <code>Prefer: {prefer}</code>
            </span>
          </>
        ) : null}
      </p>
      {problem ? <p className={shared.tryItError}>{problem}</p> : null}
      <div className={styles.tryItActions}>
        <button type="submit" className="button button--primary" disabled={!live || Boolean(problem)} aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : 'Send request'}
        </button>
        {live ? null : <span className={shared.tryItNote}>Sending needs the page&apos;s JavaScript, which has not run yet.</span>}
      </div>
      <p role="status" className={styles.tryItStatus}>
        {outcome?.kind === 'response' && kind ? (
          <>
            <span className={`${styles.status} ${statusClass[kind]}`}>
              <strong data-testid="try-it-status">{outcome.status}</strong>
              {outcome.reason ? ` ${outcome.reason}` : ''}
            </span>{' '}
            <span data-testid="try-it-kind">{statusKindLabels[kind]}</span> · <span data-testid="try-it-time">{outcome.ms} ms</span>
          </>
        ) : null}
      </p>
      {outcome?.kind === 'response' ? (
        // Scrolls on its own when the body is long: a named region in the tab order, so a keyboard can scroll it.
        <div className={styles.tryItBody} role="region" aria-label={`Response body, ${outcome.status}`} tabIndex={0} data-testid="try-it-result">
          <pre className={outcome.json ? 'language-json' : undefined}>
            <code data-testid="try-it-body">
              <Body text={outcome.body} json={outcome.json} />
            </code>
          </pre>
        </div>
      ) : null}
      {outcome?.kind === 'error' ? (
        <p role="alert" className={shared.tryItError}>
          {outcome.message}
        </p>
      ) : null}
    </form>
  );
}
