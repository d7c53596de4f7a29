export const pageTypes = [
  'website',
  'article',
  'book',
  'profile',
  'music.song',
  'music.album',
  'music.playlist',
  'music.radio_station',
  'video.movie',
  'video.episode',
  'video.tv_show',
  'video.other',
] as const;
export type PageType = (typeof pageTypes)[number];

export const cardTypes = ['summary', 'summary_large_image', 'app', 'player'] as const;
export type CardType = (typeof cardTypes)[number];

/** The form's text fields outside the type-specific groups, in form order. */
export const commonFieldNames = [
  'title',
  'description',
  'url',
  'siteName',
  'locale',
  'imageUrl',
  'imageAlt',
  'imageWidth',
  'imageHeight',
  'twitterSite',
  'twitterCreator',
] as const;

/** The fields of the type-specific groups; each type shows some of them (see `typeGroups`). */
export const typeFieldNames = [
  'articlePublishedTime',
  'articleModifiedTime',
  'articleExpirationTime',
  'articleAuthor',
  'articleSection',
  'articleTag',
  'bookAuthor',
  'bookIsbn',
  'bookReleaseDate',
  'bookTag',
  'profileFirstName',
  'profileLastName',
  'profileUsername',
  'profileGender',
  'musicDuration',
  'musicAlbum',
  'musicAlbumDisc',
  'musicAlbumTrack',
  'musicMusicians',
  'musicSong',
  'musicSongDisc',
  'musicSongTrack',
  'musicMusician',
  'musicReleaseDate',
  'musicCreator',
  'videoActors',
  'videoDirectors',
  'videoWriters',
  'videoDuration',
  'videoReleaseDate',
  'videoTag',
  'videoSeries',
] as const;

export type CommonFieldName = (typeof commonFieldNames)[number];
export type TypeFieldName = (typeof typeFieldNames)[number];
export type TextFieldName = CommonFieldName | TypeFieldName;

/** What the generator reads: the two choices and every text field (a list field holds one entry a line). */
export type OgForm = { pageType: PageType; cardType: CardType } & Record<TextFieldName, string>;

/** A type field's label is `fields.<name>.label` in the tool's catalogue. */
export interface TypeField {
  name: TypeFieldName;
  /** The meta tag's property, in its type's own namespace (ogp.me: no `og:` prefix). */
  property: string;
  /** A list: one tag per non-empty entry. */
  multi?: boolean;
}

export interface TypeGroup {
  /** Catalogue key of its card's title. */
  title: string;
  fields: readonly TypeField[];
}

const songOfAlbum: readonly TypeField[] = [
  { name: 'musicSong', property: 'music:song' },
  { name: 'musicSongDisc', property: 'music:song:disc' },
  { name: 'musicSongTrack', property: 'music:song:track' },
];

const videoFields: readonly TypeField[] = [
  { name: 'videoActors', property: 'video:actor', multi: true },
  { name: 'videoDirectors', property: 'video:director', multi: true },
  { name: 'videoWriters', property: 'video:writer', multi: true },
  { name: 'videoDuration', property: 'video:duration' },
  { name: 'videoReleaseDate', property: 'video:release_date' },
  { name: 'videoTag', property: 'video:tag' },
];

/** The group of fields each page type adds to the form (none for a website). */
export const typeGroups: Partial<Record<PageType, TypeGroup>> = {
  article: {
    title: 'groups.article',
    fields: [
      { name: 'articlePublishedTime', property: 'article:published_time' },
      { name: 'articleModifiedTime', property: 'article:modified_time' },
      { name: 'articleExpirationTime', property: 'article:expiration_time' },
      { name: 'articleAuthor', property: 'article:author' },
      { name: 'articleSection', property: 'article:section' },
      { name: 'articleTag', property: 'article:tag' },
    ],
  },
  book: {
    title: 'groups.book',
    fields: [
      { name: 'bookAuthor', property: 'book:author' },
      { name: 'bookIsbn', property: 'book:isbn' },
      { name: 'bookReleaseDate', property: 'book:release_date' },
      { name: 'bookTag', property: 'book:tag' },
    ],
  },
  profile: {
    title: 'groups.profile',
    fields: [
      { name: 'profileFirstName', property: 'profile:first_name' },
      { name: 'profileLastName', property: 'profile:last_name' },
      { name: 'profileUsername', property: 'profile:username' },
      { name: 'profileGender', property: 'profile:gender' },
    ],
  },
  'music.song': {
    title: 'groups.musicSong',
    fields: [
      { name: 'musicDuration', property: 'music:duration' },
      { name: 'musicAlbum', property: 'music:album' },
      { name: 'musicAlbumDisc', property: 'music:album:disc' },
      { name: 'musicAlbumTrack', property: 'music:album:track' },
      { name: 'musicMusicians', property: 'music:musician', multi: true },
    ],
  },
  'music.album': {
    title: 'groups.musicAlbum',
    fields: [
      ...songOfAlbum,
      { name: 'musicMusician', property: 'music:musician' },
      { name: 'musicReleaseDate', property: 'music:release_date' },
    ],
  },
  'music.playlist': {
    title: 'groups.musicPlaylist',
    fields: [...songOfAlbum, { name: 'musicCreator', property: 'music:creator' }],
  },
  'music.radio_station': {
    title: 'groups.musicRadioStation',
    fields: [{ name: 'musicCreator', property: 'music:creator' }],
  },
  'video.movie': { title: 'groups.videoMovie', fields: videoFields },
  'video.episode': {
    title: 'groups.videoEpisode',
    fields: [...videoFields, { name: 'videoSeries', property: 'video:series' }],
  },
  'video.tv_show': { title: 'groups.videoTvShow', fields: videoFields },
  'video.other': { title: 'groups.videoOther', fields: videoFields },
};

/** The entries of a list field (one a line); a single field is a list of one. */
export function entriesOf(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

export function isPageType(text: string): text is PageType {
  return (pageTypes as readonly string[]).includes(text);
}

export function isCardType(text: string): text is CardType {
  return (cardTypes as readonly string[]).includes(text);
}
