self.itToolsSiteChoices = null;
