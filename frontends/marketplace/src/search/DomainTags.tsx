import { Flex, Typography } from 'antd';
import { fr, type CategoryNode } from '@troc/shared';

const ui = fr.ui.listingBrowse.search;

/** The top categories as tags (core §2 "domain tags"): one click adds or removes a whole domain. */
export function DomainTags({
  domains,
  value = [],
  onChange,
}: {
  domains: CategoryNode[];
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  if (domains.length === 0) return null;
  return (
    <Flex wrap gap={6} align="center" role="group" aria-labelledby="search-domains">
      <Typography.Text type="secondary" id="search-domains">
        {ui.domains}
      </Typography.Text>
      {domains.map((domain) => {
        const checked = value.includes(domain.slug);
        return (
          // Real toggle buttons: reachable and announced, unlike antd's checkable tags.
          <button
            key={domain.slug}
            type="button"
            className="troc-domain-tag"
            aria-pressed={checked}
            onClick={() => onChange?.(checked ? value.filter((s) => s !== domain.slug) : [...value, domain.slug])}
          >
            {domain.name}
          </button>
        );
      })}
    </Flex>
  );
}
