"""Running an audit's scenarios, shared by every kind: attacks in processes of their own under limits
(`isolation`), groups of scenarios on worker processes (`executors`) or a Dask cluster (`cluster`, with tables in a
shared folder, `shared_tables`, and large releases split over workers, `split_release`)."""
