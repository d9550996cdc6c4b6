import {useId, useState, type FormEvent, type ReactNode} from 'react';
import type {Operation, Parameter} from '@site/common/openapi';
import {exampleValue, missingPathParameters, requestUrl, serverBase, type ParameterValues, type ServerChoice} from '../../../client/apiRequest';
import styles from './styles.module.css';

export interface Props {
  operation: Operation;
}

type Outcome = {kind: 'response'; status: number; statusText: string; ms: number; body: string} | {kind: 'error'; message: string};

/** Pretty-prints a JSON body; other text is shown as it came. */
function formatBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function ParameterInput({parameter, value, onChange}: {parameter: Parameter; value: string; onChange: (value: string) => void}) {
  const id = useId();
  const options = parameter.schema?.enum;
  return (
    <div className={styles.tryItField}>
      <label htmlFor={id}>
        <code>{parameter.name}</code> <span className={styles.tryItNote}>({parameter.in}{parameter.required ? ', required' : ''})</span>
      </label>
      {options ? (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">(not set)</option>
          {options.filter((option) => option !== '').map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} type="text" value={value} placeholder={exampleValue(parameter)} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

/** The "Try it" form: pick a server, fill the parameters, send from the browser and see the answer. */
export default function Panel({operation}: Props): ReactNode {
  const ids = {server: useId(), account: useId(), workspace: useId()};
  const [serverKind, setServerKind] = useState<ServerChoice['kind']>('mock');
  const [account, setAccount] = useState('');
  const [workspace, setWorkspace] = useState('');
  const [values, setValues] = useState<ParameterValues>(() =>
    Object.fromEntries(operation.parameters.map((p) => [p.name, p.in === 'path' ? exampleValue(p) : ''])),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);

  const choice: ServerChoice =
    serverKind === 'mock' ? {kind: 'mock'} : serverKind === 'account' ? {kind: 'account', account} : {kind: 'workspace', account, workspace};
  const server = serverBase(choice);
  const missing = missingPathParameters(operation, values);
  const url = 'base' in server ? requestUrl(server.base, operation, values) : null;
  const problem = 'error' in server ? server.error : missing.length > 0 ? `Fill in ${missing.join(', ')}.` : null;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!url || problem) return;
    setSending(true);
    const started = performance.now();
    try {
      const response = await fetch(url, {headers: {Accept: 'application/json'}});
      const body = await response.text();
      setOutcome({kind: 'response', status: response.status, statusText: response.statusText, ms: Math.round(performance.now() - started), body: formatBody(body)});
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: `The request failed before an answer came back (${error instanceof Error ? error.message : String(error)}). Check the account and workspace names; a host outside myvtex.com is not allowed.`,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.tryIt} onSubmit={send} aria-label={`Try it: ${operation.summary}`}>
      <div className={styles.tryItField}>
        <label htmlFor={ids.server}>Server</label>
        <select id={ids.server} value={serverKind} onChange={(event) => setServerKind(event.target.value as ServerChoice['kind'])}>
          <option value="mock">Mock on this site (/_mock/cms)</option>
          <option value="account">Your account: https://{'{account}'}.myvtex.com</option>
          <option value="workspace">Your workspace: https://{'{workspace}--{account}'}.myvtex.com</option>
        </select>
      </div>
      {serverKind !== 'mock' ? (
        <div className={styles.tryItField}>
          <label htmlFor={ids.account}>Account</label>
          <input id={ids.account} type="text" value={account} placeholder="storeframework" onChange={(event) => setAccount(event.target.value.trim())} />
        </div>
      ) : null}
      {serverKind === 'workspace' ? (
        <div className={styles.tryItField}>
          <label htmlFor={ids.workspace}>Workspace</label>
          <input id={ids.workspace} type="text" value={workspace} placeholder="test" onChange={(event) => setWorkspace(event.target.value.trim())} />
        </div>
      ) : null}
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
      </p>
      {problem ? <p className={styles.tryItError}>{problem}</p> : null}
      <button type="submit" className="button button--primary" disabled={Boolean(problem) || sending}>
        {sending ? 'Sending…' : 'Send request'}
      </button>
      <div aria-live="polite">
        {outcome?.kind === 'response' ? (
          <div className={styles.tryItResult} data-testid="try-it-result">
            <p>
              Status <strong data-testid="try-it-status">{outcome.status}</strong> {outcome.statusText} · <span data-testid="try-it-time">{outcome.ms} ms</span>
            </p>
            <pre data-testid="try-it-body">{outcome.body}</pre>
          </div>
        ) : null}
        {outcome?.kind === 'error' ? (
          <p role="alert" className={styles.tryItError}>
            {outcome.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
