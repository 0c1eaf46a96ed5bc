-- The signed author of each indexed article ({ name, slug }, null for a house piece), so that a
-- search result's byline is the article's like everywhere else on the site. Null until the
-- article is indexed again (`npm run search:reindex` fills it for all; the card then shows the
-- site's author label, as for a house piece).
alter table search_articles add column author jsonb;
