# frozen_string_literal: true

# A stand-in for the `require_all` gem, which 18xx.games' engine asks for (`require 'require_all'`, then
# `require_rel 'some/folder'`) and which cannot be installed where rubygems.org is unreachable. Written for this
# bench; it does only what the engine uses: load every .rb file under a folder named relative to the calling
# file. Files are loaded in sorted order; one that fails because a constant it names is not defined yet is
# tried again after the others, until a pass loads nothing new (then the first such error is raised).
module Kernel
  private

  def require_rel(*folders)
    base = File.dirname(caller_locations(1, 1).first.absolute_path)
    files = folders.flat_map do |folder|
      path = File.expand_path(folder, base)
      if File.directory?(path)
        Dir.glob(File.join(path, '**', '*.rb')).sort
      else
        [path.end_with?('.rb') ? path : "#{path}.rb"]
      end
    end

    until files.empty?
      failed = []
      errors = []
      files.each do |file|
        require file
      rescue NameError => e
        failed << file
        errors << e
      end
      raise errors.first if failed.size == files.size

      files = failed
    end
    true
  end
end
