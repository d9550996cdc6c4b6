import React, {useContext, type ReactNode} from 'react';
import {Highlight, Prism, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ThemeLine from '@theme/CodeBlock/Line';
import type SiteLine from '@site/src/theme/CodeBlock/Line';
import {marksByLine} from '@site/plugins/typed-code/core/marks';
import {TypedCodeContext} from '@site/plugins/typed-code/theme/TypedCode/context';

// Our Line, which also takes a line's type popups.
const Line = ThemeLine as typeof SiteLine;

// The languages the config adds (themeConfig.prism.additionalLanguages), registered once with this module.
prismIncludeLanguages(Prism);

export interface HighlightedCodeProps {
  code: string;
  language: string;
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

/**
 * The tokens of a code block, with classes only: colours come from the generated token CSS
 * (plugins/lean-client/prismCss.ts), so no inline style depends on the colour mode.
 */
export default function HighlightedCode({code, language, lineClassNames, showLineNumbers}: HighlightedCodeProps): ReactNode {
  // A checked FastStore example carries its type popups (plugins/typed-code); other blocks have none.
  const typed = useContext(TypedCodeContext);
  const byLine = typed ? marksByLine(typed.marks) : undefined;
  return (
    <Highlight code={code} language={language} theme={{plain: {}, styles: []}}>
      {({tokens, getLineProps, getTokenProps}) =>
        tokens.map((line: Token[], index) => (
          <Line
            key={index}
            line={line}
            getLineProps={(input) => ({...getLineProps(input), style: undefined})}
            getTokenProps={(input) => ({...getTokenProps(input), style: undefined})}
            classNames={lineClassNames[index]}
            showLineNumbers={showLineNumbers}
            typed={typed && byLine?.has(index) ? {value: typed, marks: byLine.get(index)!} : undefined}
          />
        ))
      }
    </Highlight>
  );
}
