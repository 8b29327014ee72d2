import DownOutlined from '@ant-design/icons/DownOutlined';
import type { RefSelectProps, SelectProps } from 'antd';
import { theme } from 'antd';
import { FormItemInputContext } from 'antd/es/form/context';
import type AntSelect from 'antd/es/select';
import type { CSSProperties, ReactNode } from 'react';
import { isValidElement, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * Ant Design's Select on demand. Select with its virtual list and styles is about 22 KB gzip; a list shows
 * its status filters and the pager's page size closed, so it paints them with a stand-in drawn from the
 * same theme tokens and loads the real Select when the pointer comes near one, or one is focused or
 * pressed. From then on every Select of the page is the real one: the one pressed opens, the one
 * focused keeps the focus. Once loaded (and in component tests, which load it first: `test/setup.ts`),
 * `LazySelect` is Select itself.
 *
 * `vite.config.ts` (`selectOnDemand`) resolves the pager's own import of Select to this module, so that a
 * table's page-size changer does not bring Select either.
 */
type SelectComponent = typeof AntSelect;

let loaded: SelectComponent | undefined;
let loading: Promise<SelectComponent> | undefined;
const listeners = new Set<() => void>();

/** Loads the real Select (once); every stand-in then renders it. */
export function loadSelect(): Promise<SelectComponent> {
  loading ??= import('antd/es/select').then((module) => {
    loaded = module.default;
    for (const listener of listeners) listener();
    return module.default;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isLoaded = () => loaded !== undefined;

/** How a stand-in was met: pressed (the real one opens) or focused (it takes the focus). */
type Activation = 'open' | 'focus' | undefined;

export function LazySelect<V = unknown>(props: SelectProps<V>) {
  const ready = useSyncExternalStore(subscribe, isLoaded, isLoaded);
  const [activation, setActivation] = useState<Activation>(undefined);
  // What was typed into a searchable stand-in before Select arrived, typed again into Select's input.
  const typed = useRef('');
  const select = useRef<RefSelectProps>(null);
  useEffect(() => {
    const input = select.current?.nativeElement.querySelector('input');
    if (!ready || !input || typed.current === '') return;
    typeInto(input, typed.current);
    typed.current = '';
  }, [ready]);
  if (ready && loaded) {
    const Select = loaded;
    return (
      <Select<V>
        ref={select}
        {...props}
        autoFocus={activation ? true : props.autoFocus}
        defaultOpen={activation === 'open' ? true : props.defaultOpen}
      />
    );
  }
  return (
    <SelectStandIn
      {...props}
      activate={(how) => {
        if (props.disabled) return;
        setActivation((current) => current ?? how);
        void loadSelect();
      }}
      onType={(text) => {
        typed.current = text;
      }}
    />
  );
}

/** Puts text in an input as typing does, so that React and Select hear an input event. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface StandInProps<V> extends SelectProps<V> {
  activate: (how: Activation) => void;
  /** What was typed into a searchable stand-in (before Select arrived). */
  onType?: (text: string) => void;
}

/** A label as React shows it: text, a number or an element. */
function labelText(label: unknown): ReactNode {
  return typeof label === 'string' || typeof label === 'number' || isValidElement(label) ? label : null;
}

/** The label of an option value, or the value itself. */
function labelOfValue(options: SelectProps['options'], value: unknown): ReactNode {
  const option = options?.find((candidate) => candidate.value === value);
  if (option) return option.label as ReactNode;
  if (typeof value === 'string' || typeof value === 'number') return value;
  // `labelInValue`: the value carries its label.
  if (value && typeof value === 'object' && 'label' in value) return labelText(value.label);
  return null;
}

/** A closed Select as Ant Design draws it (outlined), without its code; `activate` is told how it was met. */
export function SelectStandIn<V>({
  id,
  value,
  options,
  placeholder,
  disabled,
  size,
  style,
  className,
  mode,
  status,
  showSearch,
  activate,
  onType,
  'aria-label': ariaLabel,
}: StandInProps<V>) {
  const { token } = theme.useToken();
  // A form item's validation shows on its input, as on the real Select.
  const formItem = useContext(FormItemInputContext);
  const shownStatus = status ?? formItem.status;
  const borderColor =
    shownStatus === 'error'
      ? token.colorError
      : shownStatus === 'warning'
        ? token.colorWarning
        : token.colorBorder;
  const values: unknown[] = Array.isArray(value) ? value : value == null ? [] : [value];
  const small = size === 'small';
  const height = small
    ? token.controlHeightSM
    : size === 'large'
      ? token.controlHeightLG
      : token.controlHeight;
  const box: CSSProperties = {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minHeight: height,
    padding: `0 ${small ? token.paddingXS - 1 : token.paddingSM - 1}px`,
    border: `${token.lineWidth}px ${token.lineType} ${borderColor}`,
    borderRadius: small ? token.borderRadiusSM : token.borderRadius,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    color: disabled ? token.colorTextDisabled : token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    cursor: disabled ? 'not-allowed' : 'pointer',
    // In a form item the real Select fills the field (`ant-select-in-form-item`); so does its stand-in.
    width: formItem.isFormItemInput ? '100%' : undefined,
    ...style,
  };
  const shown =
    values.length === 0 ? (
      <span style={{ color: token.colorTextPlaceholder }}>{placeholder}</span>
    ) : mode === 'multiple' || mode === 'tags' ? (
      values.map((item) => (
        <span
          key={String(item)}
          style={{
            marginInlineEnd: 4,
            padding: `0 ${token.paddingXXS + 4}px`,
            background: token.colorFillSecondary,
            borderRadius: token.borderRadiusSM,
          }}
        >
          {labelOfValue(options, item)}
        </span>
      ))
    ) : (
      labelOfValue(options, values[0])
    );
  return (
    // `ant-select` as the real one has (pages and tests find a select by it); Ant Design's rules for it
    // are scoped to its hashed theme class, so they do not touch the stand-in.
    <span
      className={['ant-select', formItem.isFormItemInput ? 'ant-select-in-form-item' : undefined, className]
        .filter(Boolean)
        .join(' ')}
      data-select-stand-in=""
      // As on the real one, a disabled select's text is not held to contrast rules.
      aria-disabled={disabled || undefined}
      style={box}
      onPointerEnter={() => void loadSelect()}
      onPointerDown={() => activate('open')}
    >
      <span
        style={{
          flex: 'auto',
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          paddingInlineEnd: 18,
        }}
      >
        {shown}
      </span>
      <DownOutlined
        aria-hidden
        style={{
          position: 'absolute',
          insetInlineEnd: small ? token.paddingXS - 1 : token.paddingSM - 1,
          fontSize: token.fontSizeSM,
          color: token.colorTextQuaternary,
          pointerEvents: 'none',
        }}
      />
      {/* What a keyboard and a label meet, as in Select: a read-only combobox input over the box. */}
      <input
        id={id}
        // A searchable select takes what is typed at once (handed to Select when it arrives).
        readOnly={!showSearch}
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-label={ariaLabel}
        disabled={disabled}
        defaultValue=""
        onChange={(event) => onType?.(event.target.value)}
        onFocus={() => activate('focus')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown' || (event.key === ' ' && !showSearch)) {
            event.preventDefault();
            activate('open');
          }
        }}
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          opacity: 0,
          cursor: 'inherit',
          border: 0,
          padding: 0,
        }}
      />
    </span>
  );
}
