import { useQuery } from '@tanstack/react-query';
import { Col, Form, Row, Select, type ColProps } from 'antd';
import { useEffect, useId, useState } from 'react';
import { ESTABLISHMENT_TYPES, fr, type EstablishmentType } from '@troc/shared';
import { establishmentKeys, fetchEstablishmentRegions, fetchEstablishmentSite, fetchEstablishmentSites } from './api';

const m = fr.establishment;

/** The directory changes with a deployment only: a list once read is kept for the visit's forms. */
const STALE_MS = 5 * 60_000;

const TYPE_OPTIONS = ESTABLISHMENT_TYPES.map((type) => ({ value: type, label: m.types[type] }));

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface EstablishmentSelectsProps {
  /** The chosen site's value (a directory code); null when none. Controlled by a Form.Item when given. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  /** Grid of each of the three selects. */
  col?: ColProps;
}

/**
 * The establishment selects (supporting §2, §4, §7, §8, §9): a type, then a région (« Toutes
 * les régions » by default), then a site. An empty type resets the région and the site; another
 * type reloads both lists; a région reloads the sites. A failed lookup resets the région and
 * site selects to « Veuillez d'abord choisir un type d'établissement » and logs to the console.
 * A saved value is shown with its type and région, asked for once.
 */
export function EstablishmentSelects({ value, onChange, disabled = false, col }: EstablishmentSelectsProps) {
  const id = useId();
  const [type, setType] = useState<EstablishmentType | ''>('');
  const [region, setRegion] = useState('');
  const [inner, setInner] = useState<string | null>(null);
  /** The site whose type and région the selects show (chosen here, or described). */
  const [known, setKnown] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const site = value !== undefined ? value : inner;

  const choose = (next: string | null) => {
    setKnown(next);
    setInner(next);
    if (next !== site) onChange?.(next);
  };

  /** §8: a failed lookup resets the région and the site, until another type is chosen. */
  const guarded = <T,>(load: Promise<T>): Promise<T> =>
    load.catch((error: unknown) => {
      if (!isAbort(error)) {
        console.error("Établissements : la liste n'a pas pu être chargée.", error);
        setFailed(true);
        setRegion('');
        choose(null);
      }
      throw error;
    });

  const active = type !== '' && !failed;
  const regions = useQuery({
    queryKey: establishmentKeys.regions(type),
    queryFn: ({ signal }) => guarded(fetchEstablishmentRegions(type, signal)),
    enabled: active,
    staleTime: STALE_MS,
  });
  const sites = useQuery({
    queryKey: establishmentKeys.sites(type, region),
    queryFn: ({ signal }) => guarded(fetchEstablishmentSites(type, region, signal)),
    enabled: active,
    staleTime: STALE_MS,
  });

  // A value this component did not choose (a saved one, a form's reset): its type and région are asked for.
  const unknown = site && site !== known ? site : null;
  const described = useQuery({
    queryKey: establishmentKeys.site(unknown ?? ''),
    queryFn: ({ signal }) => fetchEstablishmentSite(unknown!, signal),
    enabled: unknown !== null,
    staleTime: STALE_MS,
  });
  const description = described.data && described.data.value === unknown ? described.data : null;
  useEffect(() => {
    if (!description) return;
    setType(description.type);
    setRegion(description.region);
    setFailed(false);
    setKnown(description.value);
  }, [description]);
  useEffect(() => {
    if (described.error)
      console.error("Établissements : le site enregistré n'a pas pu être retrouvé.", described.error);
  }, [described.error]);

  const changeType = (next: EstablishmentType | undefined) => {
    setType(next ?? '');
    setRegion('');
    setFailed(false);
    choose(null);
  };

  const changeRegion = (next: string | undefined) => {
    setRegion(next ?? '');
    choose(null);
  };

  const locked = disabled || !active;
  const regionOptions = active ? (regions.data ?? []).map((name) => ({ value: name, label: name })) : [];
  const siteOptions = active ? Object.entries(sites.data ?? {}).map(([label, code]) => ({ value: code, label })) : [];
  // The saved site, before its région's list arrives.
  if (active && site && described.data?.value === site && !siteOptions.some((option) => option.value === site))
    siteOptions.unshift({ value: site, label: described.data.label });
  const ids = { type: `${id}-type`, region: `${id}-region`, site: `${id}-site` };

  return (
    <Row gutter={16}>
      <Col xs={24} md={8} {...col}>
        <Form.Item label={m.fields.type} htmlFor={ids.type}>
          <Select<EstablishmentType>
            id={ids.type}
            value={type || undefined}
            options={TYPE_OPTIONS}
            placeholder={m.typePlaceholder}
            onChange={changeType}
            allowClear
            disabled={disabled}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8} {...col}>
        <Form.Item label={m.fields.region} htmlFor={ids.region}>
          <Select<string>
            id={ids.region}
            value={active && region ? region : undefined}
            options={regionOptions}
            placeholder={active ? m.allRegions : m.chooseTypeFirst}
            onChange={changeRegion}
            loading={active && regions.isFetching}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={locked}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8} {...col}>
        <Form.Item label={m.fields.site} htmlFor={ids.site}>
          <Select<string>
            id={ids.site}
            value={active && site ? site : undefined}
            options={siteOptions}
            placeholder={active ? m.chooseSite : m.chooseTypeFirst}
            onChange={(next) => choose(next ?? null)}
            loading={active && sites.isFetching}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={active && !sites.isFetching ? m.noSite : null}
            disabled={locked}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
