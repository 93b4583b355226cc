import DragOutlined from '@ant-design/icons/DragOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import RotateLeftOutlined from '@ant-design/icons/RotateLeftOutlined';
import RotateRightOutlined from '@ant-design/icons/RotateRightOutlined';
import ScissorOutlined from '@ant-design/icons/ScissorOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import ZoomInOutlined from '@ant-design/icons/ZoomInOutlined';
import ZoomOutOutlined from '@ant-design/icons/ZoomOutOutlined';
import { Alert, Button, Flex, Radio, Space, Tooltip, Typography } from 'antd';
import Cropper from 'cropperjs';
import 'cropperjs/dist/cropper.css';
import './images.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { API, LIMITS, t, type UploadedFile } from '@troc/shared';
import { ApiError, failureMessage, postForm, reportFailure, type ModalBodyProps } from '@troc/ui';
import { m } from '../../common/labels';

const e = m.imageEdit;
const U = LIMITS.upload;

export interface ImageEditProps {
  file: UploadedFile;
  /** The picture as saved (new path and thumbnail), before the modal closes. */
  onSaved: (file: UploadedFile) => void;
}

const RESIZE_DELAY_MS = 150;

/** cropper.zoom() takes a relative ratio: +r multiplies by 1 + r, −r divides by 1 + r. */
const zoomRatio = (factor: number) => (factor >= 1 ? factor - 1 : 1 - 1 / factor);

/**
 * The image-edit modal (supporting §2, §4): crop active by default with a free ratio, move,
 * reset, zoom ×1.1 / ×0.9, mirrors, rotation by 15°. Saving sends the crop in the original
 * picture's pixels; a second save cannot start while one runs.
 */
export function ImageEditBody({ file, onSaved, close }: ImageEditProps & ModalBodyProps) {
  const image = useRef<HTMLImageElement>(null);
  const cropper = useRef<Cropper | null>(null);
  const [ready, setReady] = useState(false);
  const [mode, setMode] = useState<Cropper.DragMode>('crop');
  const modeRef = useRef<Cropper.DragMode>('crop');
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = image.current;
    if (!element) return undefined;
    let instance: Cropper | null = null;
    let built = false;
    const build = (data: Cropper.SetDataOptions | undefined) => {
      built = false;
      instance = new Cropper(element, {
        viewMode: 1,
        dragMode: modeRef.current,
        aspectRatio: NaN,
        autoCrop: true,
        autoCropArea: 0.9,
        checkOrientation: false,
        // Cropper.js's own resizing re-fits a picture turned by other than a right angle as if
        // it were upright, which shifts or empties the crop: see onResize.
        responsive: false,
        data,
        ready: () => {
          built = true;
          setReady(true);
        },
      });
      cropper.current = instance;
    };
    // The last crop is kept with the picture: editing starts from it.
    build(file.edition?.data ?? undefined);

    // When the stage changes size, the cropper starts again from the crop in the picture's pixels.
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const stage = element.parentElement;
        if (!instance || !built || !stage) return;
        const { width, height } = instance.getContainerData();
        if (stage.offsetWidth === width && stage.offsetHeight === height) return;
        const data = instance.getData();
        instance.destroy();
        setReady(false);
        build(data);
      }, RESIZE_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      instance?.destroy();
      cropper.current = null;
    };
  }, [file]);

  const act = (action: (c: Cropper) => void) => () => {
    if (cropper.current) action(cropper.current);
  };

  const chooseMode = (next: Cropper.DragMode) => {
    setMode(next);
    modeRef.current = next;
    cropper.current?.setDragMode(next);
  };

  const save = async () => {
    if (!cropper.current || savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setError(null);
    const { x, y, width, height, rotate, scaleX, scaleY } = cropper.current.getData(true);
    try {
      const saved = await postForm<UploadedFile>(API.imageEdit(file.id), {
        x,
        y,
        width,
        height,
        rotate,
        scaleX,
        scaleY,
      });
      onSaved(saved);
      close();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) reportFailure(failure);
      else setError(failureMessage(failure, '_form'));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const tool = (label: string, icon: ReactNode, action: (c: Cropper) => void) => (
    <Tooltip title={label}>
      <Button icon={icon} aria-label={label} onClick={act(action)} disabled={!ready} />
    </Tooltip>
  );

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {e.help}
      </Typography.Paragraph>
      <Flex gap={8} wrap role="toolbar" aria-label={e.toolbar}>
        <Radio.Group
          value={mode}
          optionType="button"
          disabled={!ready}
          onChange={(event) => chooseMode(event.target.value as Cropper.DragMode)}
          options={[
            {
              value: 'crop',
              label: (
                <>
                  <ScissorOutlined aria-hidden /> {e.crop}
                </>
              ),
            },
            {
              value: 'move',
              label: (
                <>
                  <DragOutlined aria-hidden /> {e.move}
                </>
              ),
            },
          ]}
        />
        <Space.Compact>
          {tool(e.zoomIn, <ZoomInOutlined />, (c) => c.zoom(zoomRatio(U.zoomIn)))}
          {tool(e.zoomOut, <ZoomOutOutlined />, (c) => c.zoom(zoomRatio(U.zoomOut)))}
        </Space.Compact>
        <Space.Compact>
          {tool(t(e.rotateLeft, { step: U.rotateStep }), <RotateLeftOutlined />, (c) => c.rotate(-U.rotateStep))}
          {tool(t(e.rotateRight, { step: U.rotateStep }), <RotateRightOutlined />, (c) => c.rotate(U.rotateStep))}
        </Space.Compact>
        <Space.Compact>
          {tool(e.flipHorizontal, <SwapOutlined />, (c) => c.scaleX(-(c.getData().scaleX || 1)))}
          {tool(e.flipVertical, <SwapOutlined rotate={90} />, (c) => c.scaleY(-(c.getData().scaleY || 1)))}
        </Space.Compact>
        {tool(e.reset, <UndoOutlined />, (c) => {
          c.reset();
          chooseMode('crop');
        })}
      </Flex>
      <div className="troc-image-edit__stage">
        <img ref={image} src={file.edition?.url ?? file.path} alt={e.imageAlt} className="troc-image-edit__image" />
      </div>
      {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={close}>{m.common.cancel}</Button>
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          loading={saving}
          disabled={!ready || saving}
          onClick={() => void save()}
        >
          {e.save}
        </Button>
      </Flex>
    </Flex>
  );
}
