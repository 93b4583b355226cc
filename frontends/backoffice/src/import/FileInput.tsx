import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Flex, Typography } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { i } from './labels';

export interface FileInputProps {
  /** The input's id, target of the field's label. */
  id: string;
  name: string;
  accept: string;
  /** The button's words: « Choisir le fichier », « Choisir l’archive ». */
  choose: string;
  file: File | null | undefined;
  required?: boolean;
  invalid?: boolean;
  describedBy: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A file field in French: the browser's own control would say « Choose file / No file chosen »
 * in the browser's language. The input stays (its label, its files) but out of sight; a button
 * opens it and the chosen file's name, or « Aucun fichier choisi », shows beside it.
 */
export function FileInput({
  id,
  name,
  accept,
  choose,
  file,
  required,
  invalid,
  describedBy,
  onChange,
}: FileInputProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex align="center" gap={8} wrap>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        className="troc-sr-only"
        tabIndex={-1}
        accept={accept}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <Button
        icon={<UploadOutlined aria-hidden />}
        danger={invalid}
        aria-describedby={`${id}-chosen ${describedBy}`}
        onClick={() => input.current?.click()}
      >
        {choose}
      </Button>
      <Typography.Text id={`${id}-chosen`} type={file ? undefined : 'secondary'} style={{ overflowWrap: 'anywhere' }}>
        {file ? file.name : i.noFile}
      </Typography.Text>
    </Flex>
  );
}
