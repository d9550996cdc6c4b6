import {useId, useState} from 'react';
import {numberProblem} from '../../logic/controls.ts';
import type {ControlValue, PlaygroundSpec, PlaygroundValues, PropControl} from '../../types.ts';
import styles from './styles.module.css';

export interface PropsPanelProps {
  spec: PlaygroundSpec;
  values: PlaygroundValues;
  onChange: (values: PlaygroundValues) => void;
}

interface ControlProps {
  control: PropControl;
  value: ControlValue;
  /** Applies a value, or returns why the props do not take it (the demo then keeps the one it has). */
  propose: (value: ControlValue) => string | null;
}

/** What the panel says of a refused value, under its control and through the panel's live region. */
const refusal = (problem: string, kept: ControlValue) => `${problem}; the demo keeps ${JSON.stringify(kept)}.`;

/** A text or number field that keeps what the reader typed, even when refused, so nothing they wrote is lost. */
function Field({
  control,
  value,
  propose,
  id,
  describedBy,
  invalid,
  onProblem,
}: ControlProps & {id: string; describedBy: string; invalid: boolean; onProblem: (problem: string | null) => void}) {
  const [text, setText] = useState(String(value));
  const number = control.type === 'number' ? control : null;
  return (
    <input
      id={id}
      name={control.name}
      data-prop={control.name}
      type={number ? 'number' : 'text'}
      value={text}
      min={number?.min}
      max={number?.max}
      step={number?.step ?? 'any'}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        onProblem(number ? (numberProblem(number, typed) ?? propose(Number(typed))) : propose(typed));
      }}
    />
  );
}

function Control({control, value, propose, announce}: ControlProps & {announce: (text: string) => void}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [problem, setRefused] = useState<string | null>(null);
  const setProblem = (next: string | null) => {
    setRefused(next);
    announce(next ? refusal(next, value) : '');
  };
  const message = (
    <p id={errorId} className={styles.problem} data-control-problem="">
      {problem && refusal(problem, value)}
    </p>
  );
  const invalid = problem ? {'aria-invalid': true as const} : {};
  switch (control.type) {
    case 'boolean':
      return (
        <div className={styles.control}>
          <input
            id={id}
            name={control.name}
            data-prop={control.name}
            type="checkbox"
            checked={Boolean(value)}
            aria-describedby={errorId}
            {...invalid}
            onChange={(event) => setProblem(propose(event.currentTarget.checked))}
          />
          <label htmlFor={id}>{control.name}</label>
          {message}
        </div>
      );
    case 'enum':
      return (
        <div className={styles.control}>
          <label htmlFor={id}>{control.name}</label>
          <select
            id={id}
            name={control.name}
            data-prop={control.name}
            value={String(value)}
            aria-describedby={errorId}
            {...invalid}
            onChange={(event) => setProblem(propose(event.currentTarget.value))}>
            {control.options.map((option) => (
              <option key={option} value={option}>
                {/* The empty option leaves the prop out, which is the prop being undefined. */}
                {option === '' ? 'undefined' : option}
              </option>
            ))}
          </select>
          {message}
        </div>
      );
    case 'number':
    case 'string':
      return (
        <div className={styles.control}>
          <label htmlFor={id}>{control.name}</label>
          <Field control={control} value={value} propose={propose} id={id} describedBy={errorId} invalid={Boolean(problem)} onProblem={setProblem} />
          {message}
        </div>
      );
  }
}

/** The props form, generated from the component's prop spec. Loaded on demand by Playground. */
export default function PropsPanel({spec, values, onChange}: PropsPanelProps) {
  const [announcement, setAnnouncement] = useState('');
  return (
    <fieldset className={styles.fieldset} data-playground-panel="">
      <legend className={styles.legend}>{spec.name} props</legend>
      {/* One polite region for the panel: a refusal is read out as it happens without cutting into the typing. */}
      <p className={styles.srOnly} aria-live="polite" data-playground-announcer="">
        {announcement}
      </p>
      {spec.controls.map((control) => (
        <Control
          key={control.name}
          control={control}
          announce={setAnnouncement}
          value={values[control.name]}
          propose={(value) => {
            const next = {...values, [control.name]: value};
            const refused = spec.refuse?.(next) ?? null;
            if (!refused) onChange(next);
            return refused;
          }}
        />
      ))}
    </fieldset>
  );
}
