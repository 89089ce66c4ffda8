//! The finder on small lessons.
