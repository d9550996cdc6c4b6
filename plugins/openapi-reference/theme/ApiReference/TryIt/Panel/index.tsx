import {useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Operation, Parameter} from '@site/common/openapi.ts';
import {exampleValue, MOCK_BASE, missingPathParameters, requestUrl, serverBase, type ParameterValues, type ServerChoice} from '../../../../client/apiRequest.ts';
import {jsonTokens} from '../../../../client/jsonTokens.ts';
import {formatBody, reasonPhrase, statusKind, type StatusKind} from '../../../../client/response.ts';
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

/** The word shown beside a status code, by its class, so colour is never the only cue. */
function statusKindLabel(kind: StatusKind): string {
  const labels: Record<StatusKind, string> = {
    informational: translate({id: 'site.apiReference.statusInformational', message: 'Informational', description: 'Beside a 1xx status code in the "Try it" answer'}),
    success: translate({id: 'site.apiReference.statusSuccess', message: 'Success', description: 'Beside a 2xx status code in the "Try it" answer'}),
    redirect: translate({id: 'site.apiReference.statusRedirect', message: 'Redirect', description: 'Beside a 3xx status code in the "Try it" answer'}),
    clientError: translate({id: 'site.apiReference.statusClientError', message: 'Client error', description: 'Beside a 4xx status code in the "Try it" answer'}),
    serverError: translate({id: 'site.apiReference.statusServerError', message: 'Server error', description: 'Beside a 5xx status code in the "Try it" answer'}),
  };
  return labels[kind];
}

/** The form control names: the server fields, and one per parameter (`parameter:<name>`). */
const fieldName = {server: 'server', account: 'account', workspace: 'workspace', answer: 'answer', parameter: (name: string) => `parameter:${name}`};

function ParameterInput({parameter, value, onChange}: {parameter: Parameter; value: string; onChange: (value: string) => void}) {
  const id = useId();
  const options = parameter.schema?.enum;
  const name = fieldName.parameter(parameter.name);
  const where = parameter.required ? `${parameter.in}, ${translate({id: 'site.apiReference.required', message: 'required', description: 'Marks a required parameter or field'})}` : parameter.in;
  return (
    <div className={styles.tryItField}>
      <label htmlFor={id}>
        <ParameterName name={parameter.name} /> <span className={shared.tryItNote}>({where})</span>
      </label>
      {options ? (
        <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{translate({id: 'site.apiReference.notSet', message: '(not set)', description: 'The empty choice of a parameter with allowed values'})}</option>
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
  const problem =
    'error' in server
      ? server.error
      : missing.length > 0
        ? translate({id: 'site.apiReference.fillIn', message: 'Fill in {names}.', description: 'Asks for the path parameters still empty; {names} are their names'}, {names: missing.join(', ')})
        : null;
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
        message: translate(
          {
            id: 'site.apiReference.requestFailed',
            message: 'The request failed before an answer came back ({error}). Check the account and workspace names; a host outside myvtex.com is not allowed.',
            description: '{error} is the browser\'s own error message',
          },
          {error: error instanceof Error ? error.message : String(error)},
        ),
      });
    } finally {
      setSending(false);
    }
  }

  const kind = outcome?.kind === 'response' ? statusKind(outcome.status) : null;
  const formLabel = translate(
    {id: 'site.apiReference.tryItForm', message: 'Try it: {summary}', description: 'The accessible name of an operation\'s request form; {summary} is the operation\'s summary'},
    {summary: operation.summary},
  );
  return (
    <form ref={form} className={styles.tryIt} onSubmit={send} aria-label={formLabel}>
      <div className={styles.tryItFields}>
        <div className={styles.tryItField}>
          <label htmlFor={ids.server}>{translate({id: 'site.apiReference.server', message: 'Server', description: 'The "Try it" field choosing where the request goes'})}</label>
          <select id={ids.server} name={fieldName.server} value={serverKind} onChange={(event) => setServerKind(event.target.value as ServerChoice['kind'])}>
            <option value="mock">{translate({id: 'site.apiReference.serverMock', message: 'Mock on this site ({path})', description: 'A server choice: our mock of the API; {path} is its path'}, {path: MOCK_BASE})}</option>
            <option value="account">
              {translate({id: 'site.apiReference.serverAccount', message: 'Your account: {url}', description: 'A server choice: the reader\'s VTEX account; {url} is its URL template'}, {url: 'https://{account}.myvtex.com'})}
            </option>
            <option value="workspace">
              {translate(
                {id: 'site.apiReference.serverWorkspace', message: 'Your workspace: {url}', description: 'A server choice: a workspace of the reader\'s VTEX account; {url} is its URL template'},
                {url: 'https://{workspace}--{account}.myvtex.com'},
              )}
            </option>
          </select>
        </div>
        {serverKind === 'mock' && errorStatuses.length > 0 ? (
          <div className={styles.tryItField}>
            <label htmlFor={ids.answer}>{translate({id: 'site.apiReference.mockAnswer', message: 'Mock answer', description: 'The "Try it" field choosing what the mock answers'})}</label>
            <select id={ids.answer} name={fieldName.answer} value={answer} onChange={(event) => setAnswer(event.target.value)}>
              <option value="">{translate({id: 'site.apiReference.mockAnswerData', message: 'From the mock\'s data'})}</option>
              {errorStatuses.map((status) => (
                <option key={status} value={status}>
                  {translate({id: 'site.apiReference.mockAnswerExample', message: 'The documented {status} example', description: 'A mock answer: the error example the description documents for the status code {status}'}, {status})}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {serverKind !== 'mock' ? (
          <div className={styles.tryItField}>
            <label htmlFor={ids.account}>{translate({id: 'site.apiReference.account', message: 'Account', description: 'The "Try it" field for the reader\'s VTEX account name'})}</label>
            <input id={ids.account} name={fieldName.account} type="text" value={account} placeholder="storeframework" onChange={(event) => setAccount(event.target.value.trim())} />
          </div>
        ) : null}
        {serverKind === 'workspace' ? (
          <div className={styles.tryItField}>
            <label htmlFor={ids.workspace}>{translate({id: 'site.apiReference.workspace', message: 'Workspace', description: 'The "Try it" field for a workspace name'})}</label>
            <input id={ids.workspace} name={fieldName.workspace} type="text" value={workspace} placeholder="test" onChange={(event) => setWorkspace(event.target.value.trim())} />
          </div>
        ) : null}
      </div>
      <fieldset className={styles.tryItParameters}>
        <legend>{translate({id: 'site.apiReference.parameters', message: 'Parameters'})}</legend>
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
              <Translate id="site.apiReference.withHeader" description="After the request's URL; {header} is a request header, as code" values={{header: <code>Prefer: {prefer}</code>}}>
                {'with {header}'}
              </Translate>
            </span>
          </>
        ) : null}
      </p>
      {problem ? <p className={shared.tryItError}>{problem}</p> : null}
      <div className={styles.tryItActions}>
        <button type="submit" className="button button--primary" disabled={!live || Boolean(problem)} aria-disabled={sending || undefined}>
          {sending ? translate({id: 'site.apiReference.sending', message: 'Sending…'}) : translate({id: 'site.apiReference.sendRequest', message: 'Send request'})}
        </button>
        {live ? null : (
          <span className={shared.tryItNote}>{translate({id: 'site.apiReference.needsJavaScript', message: 'Sending needs the page\'s JavaScript, which has not run yet.'})}</span>
        )}
      </div>
      <p role="status" className={styles.tryItStatus}>
        {outcome?.kind === 'response' && kind ? (
          <>
            <span className={`${styles.status} ${statusClass[kind]}`}>
              <strong data-testid="try-it-status">{outcome.status}</strong>
              {outcome.reason ? ` ${outcome.reason}` : ''}
            </span>{' '}
            <span data-testid="try-it-kind">{statusKindLabel(kind)}</span> · <span data-testid="try-it-time">{outcome.ms} ms</span>
          </>
        ) : null}
      </p>
      {outcome?.kind === 'response' ? (
        // Scrolls on its own when the body is long: a named region in the tab order, so a keyboard can scroll it.
        <div className={styles.tryItBody} role="region" aria-label={translate({id: 'site.apiReference.responseBodyLabel', message: 'Response body, {status}', description: 'The accessible name of the answer\'s body; {status} is its status code'}, {status: String(outcome.status)})} tabIndex={0} data-testid="try-it-result">
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
