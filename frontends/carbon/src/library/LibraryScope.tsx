import { Button, Flex, Radio, Typography } from 'antd';
import { GOODS_IMPACT_CATEGORIES, type ImpactLibraryScope, type ImpactModelView } from '@troc/shared';
import { libraryUi } from '@troc/shared/messages/ui-library';

const l = libraryUi;
const SCOPES: readonly ImpactLibraryScope[] = ['goods', 'all'];
const marketplaceOf = new Map(GOODS_IMPACT_CATEGORIES.map((c) => [c.slug, c.marketplace]));

/** Goods exchanged here, or every model of the library (the household ones too). */
export function LibraryScope({
  value,
  onChange,
}: {
  value: ImpactLibraryScope;
  onChange: (scope: ImpactLibraryScope) => void;
}) {
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <span id="troc-library-scope">{l.scope}</span>
      <Radio.Group
        aria-labelledby="troc-library-scope"
        value={value}
        onChange={(event) => onChange(event.target.value as ImpactLibraryScope)}
      >
        <Flex vertical gap={4}>
          {SCOPES.map((scope) => (
            <Radio key={scope} value={scope}>
              {l.scopes[scope]}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Flex>
  );
}

/** The goods' models under the marketplace's own categories. */
export function GoodsCategories({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (slug: string | null) => void;
}) {
  const entries: { slug: string | null; label: string }[] = [
    { slug: null, label: l.allGoods },
    ...GOODS_IMPACT_CATEGORIES.map((c) => ({ slug: c.slug, label: c.marketplace })),
  ];
  return (
    <nav aria-labelledby="troc-library-goods">
      <Typography.Title level={2} id="troc-library-goods" style={{ fontSize: 18 }}>
        {l.goodsTree}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => (
          <li key={entry.slug ?? 'all'}>
            <Button
              type={value === entry.slug ? 'text' : 'link'}
              aria-pressed={value === entry.slug}
              onClick={() => onChange(entry.slug)}
              style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
            >
              {entry.label}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A model's category: the marketplace's name where it serves goods, with the library's own. */
export function ModelCategory({ category }: { category: ImpactModelView['category'] }) {
  if (!category) return <>{l.noCategory}</>;
  const marketplace = marketplaceOf.get(category.slug);
  if (!marketplace) return <>{category.title}</>;
  return (
    <Flex vertical>
      <span>{marketplace}</span>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {`${l.libraryCategory} ${category.title}`}
      </Typography.Text>
    </Flex>
  );
}
