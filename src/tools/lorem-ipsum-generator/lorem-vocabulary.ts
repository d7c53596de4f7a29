/** Classic lorem-ipsum Latin words, lowercase a–z, each once. */
export const loremWords: readonly string[] = `
a ac accumsan adipiscing aenean aliquam aliquet amet ante aptent arcu at auctor augue bibendum
blandit class commodo condimentum congue consectetur consequat conubia convallis cras cubilia
curabitur curae cursus dapibus diam dictum dictumst dignissim dis dolor donec dui duis efficitur
egestas eget eleifend elementum elit enim erat eros est et etiam eu euismod ex facilisi facilisis
fames faucibus felis fermentum feugiat finibus fringilla fusce gravida habitant habitasse hac
hendrerit himenaeos iaculis id imperdiet in inceptos integer interdum ipsum justo lacinia lacus
laoreet lectus leo libero ligula litora lobortis lorem luctus maecenas magna magnis malesuada
massa mattis mauris maximus metus mi molestie mollis montes morbi mus nam nascetur natoque nec
neque netus nibh nisi nisl non nostra nulla nullam nunc odio orci ornare parturient pellentesque
penatibus per pharetra phasellus placerat platea porta porttitor posuere potenti praesent pretium
primis proin pulvinar purus quam quis quisque rhoncus ridiculus risus rutrum sagittis sapien
scelerisque sed sem semper senectus sit sociis sociosqu sodales sollicitudin suscipit suspendisse
taciti tellus tempor tempus tincidunt torquent tortor tristique turpis ullamcorper ultrices
ultricies urna ut varius vehicula vel velit venenatis vestibulum vitae vivamus viverra volutpat
vulputate
`
  .trim()
  .split(/\s+/);

/** Common Chinese words, for placeholder text in Chinese. */
export const chineseWords: readonly string[] = `
我们 时间 工作 生活 发展 问题 世界 社会 城市 自然 文化 历史 科学 技术 学习 知识 经济 环境 未来 朋友
家庭 音乐 艺术 思想 方法 系统 信息 设计 研究 教育 语言 阳光 山川 河流 天空 季节 花园 道路 故事 理想
希望 变化 简单 重要 美丽 安静 清晰 快速 慢慢 继续 开始 完成 提供 包括 认为 需要 可以 已经 同时 因为
`
  .trim()
  .split(/\s+/);

/** Common Japanese words, for placeholder text in Japanese. */
export const japaneseWords: readonly string[] = `
今日 明日 時間 世界 言葉 季節 空 海 山 川 花 風 光 音楽 写真 物語 未来 記憶 都市 自然 文化 歴史 科学
技術 学校 仕事 生活 友達 家族 旅行 静かな 美しい 新しい 小さな 大きな 優しい 明るい 遠い 近い そして
しかし また とても 少し いつも ゆっくり 見る 聞く 話す 歩く 考える 書く 読む 作る
`
  .trim()
  .split(/\s+/);
