import { count } from 'drizzle-orm'
import type { Db } from './db/client.js'
import { content } from './db/schema.js'
import { applyArenaResult } from './routes/arena.js'

type Item = { kind: string; en: [string, string]; zh: [string, string]; recommend: number; daysAgo: number }

const items: Item[] = [
  {
    kind: 'news',
    en: ['Guild Wars release date announced', 'Form your guild and fight for the arena crown.'],
    zh: ['公会战上线日期公布', '组建你的公会，争夺竞技场王冠。'],
    recommend: 1,
    daysAgo: 1,
  },
  {
    kind: 'news',
    en: ['World Cup event recap', 'Thank you for cheering: credits can be claimed for 7 days.'],
    zh: ['世界杯活动回顾', '感谢参与助威：积分可在 7 天内领取。'],
    recommend: 0,
    daysAgo: 10,
  },
  {
    kind: 'news',
    en: ['The card bridge is live', 'Bridge up to 10 heroes at once from BSC to Polygon.'],
    zh: ['卡牌跨链桥上线', '一次最多可将 10 张英雄卡从 BSC 跨到 Polygon。'],
    recommend: 0,
    daysAgo: 20,
  },
  {
    kind: 'updates',
    en: ['Version 1.4: team builder', 'Build a team of at least 4 different heroes.'],
    zh: ['1.4 版本：队伍编辑', '用至少 4 位不同英雄组成队伍。'],
    recommend: 1,
    daysAgo: 3,
  },
  {
    kind: 'updates',
    en: ['Version 1.3: withdrawals', 'Withdraw FINA from your game account; the fee is 1 FINA.'],
    zh: ['1.3 版本：提现', '从游戏账户提取 FINA，手续费 1 FINA。'],
    recommend: 0,
    daysAgo: 30,
  },
  {
    kind: 'fanart',
    en: ["Athena's Aegis by a fan", 'A shield wall at dawn.'],
    zh: ['粉丝作品：雅典娜之盾', '黎明时分的盾墙。'],
    recommend: 1,
    daysAgo: 2,
  },
  {
    kind: 'fanart',
    en: ["Thoth's Book sketch", 'Pencil study of the scribe hero.'],
    zh: ['托特之书素描', '书记官英雄的铅笔习作。'],
    recommend: 0,
    daysAgo: 12,
  },
  {
    kind: 'heroes',
    en: ['Prometheus', "Prometheus' Fire, rarity SS: brings fire to the team."],
    zh: ['普罗米修斯', '普罗米修斯之火阵营，SS 稀有度：为队伍带来火焰。'],
    recommend: 1,
    daysAgo: 5,
  },
  {
    kind: 'heroes',
    en: ['Ouroboros', 'Ouroboros, rarity S: the serpent that returns.'],
    zh: ['衔尾蛇', '衔尾蛇阵营，S 稀有度：轮回之蛇。'],
    recommend: 0,
    daysAgo: 6,
  },
]

const players = [
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
  '0x90f79bf6eb2c4f870365e785982e1f098f6eed9c',
  '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65',
]

/** Demo content in English and Chinese and two arena seasons; does nothing when content exists. */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(content)
  if ((existing?.n ?? 0) > 0) return false
  for (const item of items) {
    for (const lang of ['en', 'zh'] as const) {
      const [title, summary] = item[lang]
      await db.insert(content).values({
        kind: item.kind,
        gameId: 67,
        lang,
        title,
        summary,
        body: `<p>${summary}</p>`,
        isRecommend: item.recommend,
        createdate: new Date(now.getTime() - item.daysAgo * 86_400_000),
      })
    }
  }
  let match = 0
  for (const season of [1, 2]) {
    for (let round = 0; round < 6; round++) {
      const winner = players[(round + season) % players.length] as string
      const loser = players[(round * 3 + season + 1) % players.length] as string
      if (winner === loser) continue
      await applyArenaResult(db, {
        matchId: `demo-${season}-${match++}`,
        season,
        winner,
        loser,
        winnerFormation: [1 + round, 2 + round, 3 + round, 4 + round],
        loserFormation: [5, 6, 7, 8],
        reward: '12.5',
        playedAt: new Date(now.getTime() - (12 - match) * 3_600_000),
      })
    }
  }
  return true
}
