import {useId, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {numberProblem, type NumberRange} from '../../logic/controls.ts';
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
const refusal = (problem: string, kept: ControlValue) =>
  translate(
    {id: 'site.uiKit.refusal', message: '{problem}; the demo keeps {value}.', description: 'Why the props panel refused a value, then the value the demo keeps (code)'},
    {problem, value: JSON.stringify(kept)},
  );

/** Why a number control refuses the text typed into it (numberProblem decides), or null when the prop takes it. */
function numberRefusal(range: NumberRange, text: string): string | null {
  if (numberProblem(range, text) === null) return null;
  const {name, min, max, step} = range;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) {
    return translate({id: 'site.uiKit.numberExpected', message: '{name} takes a number from {min} to {max}', description: 'name is a prop (code)'}, {name, min, max});
  }
  if (value < min || value > max) {
    return translate({id: 'site.uiKit.numberOutOfRange', message: '{name} takes {min} to {max}, not {value}', description: 'name is a prop (code)'}, {name, min, max, value});
  }
  return translate(
    {id: 'site.uiKit.numberOffStep', message: '{name} takes steps of {step} from {min}, not {value}', description: 'name is a prop (code)'},
    {name, step: String(step), min, value},
  );
}

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
        onProblem(number ? (numberRefusal(number, typed) ?? propose(Number(typed))) : propose(typed));
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
      <legend className={styles.legend}>
        {translate({id: 'site.uiKit.propsLegend', message: '{component} props', description: "The props panel's legend; component is a component name"}, {component: spec.name})}
      </legend>
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
