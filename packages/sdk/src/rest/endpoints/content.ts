// The endpoints of the site's content: lists and items by kind, the blog, downloads and page views (the table
// of ../endpoints.ts).

import { emptySchema, nullSchema } from '../schemas/common.js'
import {
  blogResponseSchema,
  contentItemSchema,
  downloadCountResponseSchema,
  getByIdQuerySchema,
  getListRequestSchema,
  getListResponseSchema,
  pageViewRequestSchema,
} from '../schemas/content.js'
import { define } from './define.js'

export const contentEndpoints = define({
  downloadCount: {
    method: 'GET',
    path: '/downloadCount',
    input: emptySchema,
    data: downloadCountResponseSchema,
    summary: 'How many times the Android app was downloaded',
  },
  getList: {
    method: 'POST',
    path: '/content/:kind/getList',
    input: getListRequestSchema,
    data: getListResponseSchema,
    summary: 'A page of news, updates, fan art or heroes',
  },
  getById: {
    method: 'GET',
    path: '/content/:kind/getById',
    input: getByIdQuerySchema,
    data: contentItemSchema,
    summary: 'One content item',
  },
  blog: {
    method: 'GET',
    path: '/blog',
    input: emptySchema,
    data: blogResponseSchema,
    summary: 'The blog feed',
  },
  pageView: {
    method: 'POST',
    path: '/analytics/pageview',
    input: pageViewRequestSchema,
    data: nullSchema,
    summary: 'Counts one page view of a route (no cookies, no personal data)',
  },
})
