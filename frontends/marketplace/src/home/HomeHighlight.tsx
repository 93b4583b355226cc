import { Card, Flex, Input, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { API, fr, LIMITS, ROUTES, withLocale } from '@troc/shared';
import { ButtonLink } from '@troc/ui';
import { ListingStrip } from '../listing/ListingStrip';
import { emptySearch, searchPath } from '../search/searchForm';

const ui = fr.ui.listingBrowse.home;

/** The front page's way into the listings: a keyword search and the last listings (highlight size 5). */
export default function HomeHighlight() {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={32}>
      <Card>
        <Typography.Title level={2} id="home-search" style={{ marginTop: 0 }}>
          {ui.searchTitle}
        </Typography.Title>
        <div role="search" aria-labelledby="home-search">
          <Input.Search
            size="large"
            placeholder={ui.searchPlaceholder}
            aria-label={ui.searchLabel}
            enterButton={ui.searchSubmit}
            maxLength={255}
            onSearch={(keyword) => navigate(searchPath({ ...emptySearch(), keyword: keyword.trim() }))}
          />
        </div>
      </Card>
      <ListingStrip
        source={API.trocLast}
        title={ui.lastTitle}
        size={LIMITS.page.highlightSize}
        highlight
        extra={<ButtonLink to={withLocale(ROUTES.searchAll)}>{ui.lastAll}</ButtonLink>}
        empty={<Typography.Paragraph type="secondary">{ui.lastEmpty}</Typography.Paragraph>}
      />
    </Flex>
  );
}
