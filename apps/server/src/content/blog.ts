import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Parser from 'rss-parser'
import type { Config } from '../config.js'
import { ApiError } from '../errors.js'

const samplePath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/blog-sample.xml')
const BLOG_CACHE_MS = 10 * 60_000

export type BlogFeedData = {
  title: string
  items: {
    title: string
    link: string
    pubDate: string | null
    author: string | null
    summary: string
    thumbnail: string | null
  }[]
}

/** The blog feed as JSON, cached 10 minutes. */
export type BlogFeed = { get(): Promise<BlogFeedData> }

function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Converts a parsed RSS feed to the API's shape. */
export function toBlogData(feed: Parser.Output<Record<string, unknown>>): BlogFeedData {
  return {
    title: feed.title ?? '',
    items: (feed.items ?? []).slice(0, 50).map((item) => {
      const html = String(item.content ?? item['content:encoded'] ?? '')
      const image = /<img[^>]+src="([^"]+)"/i.exec(html)?.[1] ?? null
      const date = item.isoDate ?? (item.pubDate ? new Date(item.pubDate).toISOString() : null)
      return {
        title: item.title ?? '',
        link: item.link ?? '',
        pubDate: date,
        author: (item.creator as string | undefined) ?? (item['dc:creator'] as string | undefined) ?? null,
        summary: stripHtml(item.contentSnippet ?? html).slice(0, 500),
        thumbnail: image,
      }
    }),
  }
}

/**
 * Reads BLOG_RSS_URL (or, in local mode without one, the bundled sample). A feed that cannot be read answers
 * 503 NETWORK_ERROR; the last good copy is served while it is fresh.
 */
export function createBlogFeed(config: Config): BlogFeed {
  const parser = new Parser({ timeout: 5_000 })
  let cached: { at: number; data: BlogFeedData } | undefined
  return {
    async get() {
      if (cached && Date.now() - cached.at < BLOG_CACHE_MS) return cached.data
      try {
        const feed = config.blogRssUrl
          ? await parser.parseURL(config.blogRssUrl)
          : config.mode === 'local'
            ? await parser.parseString(await readFile(samplePath, 'utf8'))
            : undefined
        if (!feed) throw new Error('BLOG_RSS_URL is not set')
        cached = { at: Date.now(), data: toBlogData(feed) }
        return cached.data
      } catch {
        throw new ApiError('NETWORK_ERROR', 503)
      }
    },
  }
}
