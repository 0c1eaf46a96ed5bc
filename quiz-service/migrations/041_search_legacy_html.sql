-- The REST adapter's HTML of each indexed article (the old clients' blog_content), rendered when
-- the article is indexed, with a marker where the site's origin goes: a list of every article
-- then reads text instead of parsing and rendering each article's rich text (at 10,000
-- articles, most of /blog/fetchblog's time). Empty until the article is indexed again (the
-- adapter renders such an article itself): `npm run search:reindex` fills it for all.
alter table search_articles add column legacy_html text;
