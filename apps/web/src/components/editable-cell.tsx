import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { limits } from '@portal/contract';
import type { InputRef } from 'antd';
import { Button, Space } from 'antd';
import Input from 'antd/es/input/Input';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreReported } from '../lib/request';

export interface EditableCellProps {
  value: string;
  /**
   * Called with the edited text on Save or Enter. When it answers a promise the cell stays in edit mode
   * until it settles, and stays there if it rejects with an error the request module has shown
   * (RequestError); any other rejection is a programming error and is rethrown.
   */
  onSave: (newValue: string) => void | Promise<unknown>;
  /** Maximum text length; 200 by default (spec section 2). */
  maxLength?: number;
  /** The accessible name of the input, already translated (e.g. the column title). */
  label?: string;
  disabled?: boolean;
  /** How the value is shown in view mode; the text itself by default. */
  renderView?: (value: string) => ReactNode;
}

/**
 * A value with an edit control. Edit mode shows an input: Save or Enter emits `onSave(newValue)` and
 * returns to view; Cancel or Escape drops the edit, so the old value is shown again.
 */
export function EditableCell({
  value,
  onSave,
  maxLength = limits.editableCellMaxLength,
  label,
  disabled = false,
  renderView,
}: EditableCellProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<InputRef>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  const startEdit = () => {
    setDraft(value);
    setEditing(true);
  };
  const cancel = () => {
    returnFocus.current = true;
    setDraft(value);
    setEditing(false);
  };
  const save = async () => {
    if (saving) return;
    const result = onSave(draft);
    if (result instanceof Promise) {
      setSaving(true);
      try {
        await result;
      } catch (error) {
        ignoreReported(error);
        return;
      } finally {
        setSaving(false);
      }
    }
    returnFocus.current = true;
    setEditing(false);
  };

  if (!editing) {
    return (
      <Space size={4}>
        <span>{renderView ? renderView(value) : value}</span>
        {!disabled && (
          <Button
            ref={editButtonRef}
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={label ? t('widget.editNamed', { name: label }) : t('widget.edit')}
            onClick={startEdit}
          />
        )}
      </Space>
    );
  }

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        ref={inputRef}
        value={draft}
        maxLength={maxLength}
        aria-label={label}
        disabled={saving}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={(event) => {
          // Without this, the Enter would go on to click the edit button that receives the focus.
          event.preventDefault();
          void save();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            cancel();
          }
        }}
      />
      <Button
        icon={<CheckOutlined />}
        aria-label={t('widget.save')}
        loading={saving}
        onClick={() => void save()}
      />
      <Button icon={<CloseOutlined />} aria-label={t('widget.cancel')} disabled={saving} onClick={cancel} />
    </Space.Compact>
  );
}
